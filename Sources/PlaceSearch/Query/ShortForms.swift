/// Short forms people type for well-known places, and the words they stand for; a trailing region or country
/// in those words narrows them ("St Pete" is the one in Florida). Facts, written here once.
enum ShortForms {
    /// How many of a short form's own places lead the list (the rest are ranked with the typed words' own).
    static let leadingRows = 1

    // MARK: - Expanding

    /// The words with a leading short form replaced by what it stands for, or nil when none leads them.
    static func expansion(of typed: FoldedText) -> FoldedText? {
        for length in stride(from: min(longestForm, typed.tokens.count), through: 1, by: -1) {
            let key = FoldedText(tokens: Array(typed.tokens.prefix(length)), endsInsideWord: false).phrase
            guard let words = table[key] else { continue }
            let expanded = words.split(separator: " ").map { Array($0.utf8) }
            let rest = Array(typed.tokens.dropFirst(length))
            return FoldedText(tokens: expanded + rest, endsInsideWord: !rest.isEmpty && typed.endsInsideWord)
        }
        return nil
    }

    // MARK: - Facts

    private static let longestForm = 2

    /// Folded short form → folded words it stands for.
    private static let table: [[UInt8]: String] = Dictionary(
        uniqueKeysWithValues: [
            ("la", "los angeles"),
            ("nyc", "new york city"),
            ("ny", "new york city"),
            ("big apple", "new york city"),
            ("sf", "san francisco"),
            ("st pete", "st petersburg florida"),
            ("saint pete", "st petersburg florida"),
            ("philly", "philadelphia"),
            ("vegas", "las vegas"),
            ("nola", "new orleans"),
            ("dc", "washington dc"),
            ("cdmx", "mexico city"),
            ("hk", "hong kong"),
            ("kl", "kuala lumpur"),
            ("joburg", "johannesburg"),
            ("jozi", "johannesburg"),
            ("ldn", "london united kingdom"),
            ("mtl", "montreal"),
        ].map { (Array($0.0.utf8), $0.1) })
}
