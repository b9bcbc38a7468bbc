import Foundation

/// A language place names can be shown in, told apart in the index by script alone: the index keeps names
/// without language tags, so a language is offered only when one script is written by it and by no other
/// language GeoNames lists names in. A new one is one more entry in `all`.
struct PlaceNameLanguage: Sendable {
    /// The language's code, e.g. `ko`.
    let code: String
    /// The Unicode ranges of its letters; a name is in the language when every letter is in one of them.
    let letters: [ClosedRange<UInt32>]
    /// Words that name a kind of place at the end of a name (`시`, city): a name that is another plus one of them
    /// is a formal form, and one of them after a space is left off the name shown.
    let kindWords: [String]
    /// The country whose people write the language and no other's do (`KR` for Hangul), or nil when it is
    /// written in several.
    let homeCountry: String?

    // MARK: - The languages

    /// Korean: Hangul is written by Korean alone. Japanese is not here: kanji names are shared with Chinese, and
    /// kana is written only for places abroad; Cyrillic, Arabic and Latin are each written by many languages.
    static let all: [String: PlaceNameLanguage] = [
        "ko": PlaceNameLanguage(
            code: "ko", letters: [0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E],
            kindWords: ["특별자치시", "특별시", "광역시", "시", "군", "구", "읍"], homeCountry: "KR")
    ]

    /// The languages with a home country, by code: sorted once, since every keystroke asks.
    private static let withHomeCountry = all.values.filter { $0.homeCountry != nil }.sorted { $0.code < $1.code }

    /// The home country of the first language with a home country whose letters `text` holds: a person who
    /// types Hangul is most likely Korean.
    static func homeCountry(ofTyped text: some StringProtocol) -> String? {
        withHomeCountry.first { language in text.unicodeScalars.contains(where: language.isLetter) }?.homeCountry
    }

    // MARK: - Reading names

    /// Whether `name` has a letter and every letter is in the language's script (spaces, hyphens and digits
    /// may stand between them).
    func writes(_ name: some StringProtocol) -> Bool {
        var hasLetter = false
        for scalar in name.unicodeScalars {
            if isLetter(scalar) {
                hasLetter = true
            } else if scalar.properties.isAlphabetic {
                return false
            }
        }
        return hasLetter
    }

    /// Whether the scalar is one of the language's letters.
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        letters.contains { $0.contains(scalar.value) }
    }

    /// The name as shown: without a kind word that follows a space ("오사카 시" → "오사카").
    func shownForm(of name: String) -> String {
        for word in kindWords where name.hasSuffix(" " + word) && name.count > word.count + 2 {
            return String(name.dropLast(word.count + 1))
        }
        return name
    }

    /// The name without the kind word it ends in, a space before it or not ("경주시" → "경주", "오사카 시" →
    /// "오사카"), when two or more letters are left; nil when it ends in none.
    func baseName(of name: String) -> String? {
        for word in kindWords where name.hasSuffix(word) {
            let base = name.dropLast(word.count).trimmingCharacters(in: .whitespaces)
            if base.count >= 2, writes(base) { return base }
        }
        return nil
    }

    /// Whether `name` is `other` followed by a kind word, spaces aside ("서울특별시" after "서울").
    func isFormalForm(_ name: String, of other: String) -> Bool {
        let squeezed = name.filter { $0 != " " }
        let base = other.filter { $0 != " " }
        return squeezed.count > base.count && squeezed.hasPrefix(base)
            && kindWords.contains(String(squeezed.dropFirst(base.count)))
    }
}
