/// Words that tell what kind of airfield a name is ("Air Base", "Airfield", "Heliport"): people and lists use
/// them for the same place that the airport data calls "… Airport", so a query with one of them that matches
/// nothing is read again with "airport" in its place ("Armilla Air Base" finds Armilla Airport). Facts,
/// written here once.
enum AirportKindWords {
    // MARK: - Replacing

    /// The words with every kind phrase replaced by "airport", or nil when they hold none.
    static func replaced(in typed: FoldedText) -> FoldedText? {
        var tokens: [[UInt8]] = []
        var position = 0
        var replacedAny = false
        while position < typed.tokens.count {
            if let length = phraseLength(in: typed.tokens, at: position) {
                tokens.append(airport)
                position += length
                replacedAny = true
            } else {
                tokens.append(typed.tokens[position])
                position += 1
            }
        }
        guard replacedAny else { return nil }
        let endsInKindPhrase = tokens.last == airport && typed.tokens.last != airport
        return FoldedText(tokens: tokens, endsInsideWord: typed.endsInsideWord && !endsInKindPhrase)
    }

    /// The length of the longest kind phrase starting at the position, or nil when none starts there.
    private static func phraseLength(in tokens: [[UInt8]], at position: Int) -> Int? {
        phrases.first { phrase in
            position + phrase.count <= tokens.count
                && zip(phrase, tokens[position...]).allSatisfy { $0 == $1 }
        }?.count
    }

    // MARK: - Facts

    private static let airport = Array("airport".utf8)

    /// Folded kind phrases, longest first.
    private static let phrases: [[[UInt8]]] = [
        "air force base", "seaplane base", "air base", "air field", "air strip", "airfield", "aerodrome",
        "airstrip", "airpark", "heliport",
    ].map { $0.split(separator: " ").map { Array($0.utf8) } }.sorted { $0.count > $1.count }
}
