/// The short words place names are written with and the words they stand for ("St" ↔ "Saint", "Mt" ↔
/// "Mount", "Afb" ↔ "Air Force Base"), in any position of a name: each name also appears with every short
/// word spelled out and with every spelled-out word shortened, so either form typed finds it.
enum NameAbbreviations {
    // MARK: - Variants

    /// The name with its short words spelled out and the name with its words shortened, when they differ
    /// from it.
    static func variants(of name: String) -> [String] {
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count > 1 else { return [] }
        var variants: [String] = []
        let expanded = words.map { expansions[key($0)] ?? $0 }.joined(separator: " ")
        if expanded != name { variants.append(expanded) }
        let shortened = shortened(words).joined(separator: " ")
        if shortened != name, shortened != expanded { variants.append(shortened) }
        return variants
    }

    /// Each short word and the word it stands for, in lower case ("ft", "fort").
    static var wordPairs: [(short: String, long: String)] {
        expansions.map { (short: $0.key, long: $0.value.lowercased()) }
    }

    // MARK: - Words

    private static func shortened(_ words: [String]) -> [String] {
        var result: [String] = []
        var position = 0
        while position < words.count {
            if let (length, short) = contraction(at: position, of: words) {
                result.append(short)
                position += length
            } else {
                result.append(words[position])
                position += 1
            }
        }
        return result
    }

    private static func contraction(at position: Int, of words: [String]) -> (Int, String)? {
        for (long, short) in contractions where position + long.count <= words.count {
            if zip(long, words[position...]).allSatisfy({ $0 == key($1) }) { return (long.count, short) }
        }
        return nil
    }

    /// A word as looked up: lower case, without a trailing full stop.
    private static func key(_ word: String) -> String {
        String(word.lowercased().trimmingSuffix("."))
    }

    // MARK: - Facts

    private static let expansions: [String: String] = [
        "st": "Saint", "ste": "Sainte", "mt": "Mount", "ft": "Fort", "intl": "International",
        "ntl": "National", "natl": "National", "afb": "Air Force Base",
    ]

    /// Longest first, so "air force base" is tried before any single word.
    private static let contractions: [([String], String)] = [
        (["air", "force", "base"], "AFB"), (["saint"], "St"), (["sainte"], "Ste"), (["mount"], "Mt"),
        (["fort"], "Ft"), (["international"], "Intl"), (["national"], "Ntl"),
    ]
}

extension String {
    /// The string without one trailing `suffix`, when it has it.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : Substring(self)
    }
}
