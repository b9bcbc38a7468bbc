import PlaceSearch

/// A 2-beolsik Hangul keyboard with its input method: the keys that type a Korean word, and every state of the
/// text box while they are pressed, as a Korean person sees it (a final consonant moves to the next syllable when
/// a vowel follows: ㅅ, 서, 성, 서우, 서울).
struct HangulKeyboard {
    // MARK: - Jamo tables (the index's, as characters)

    private static let initials = HangulJamo.initials.map(character)
    private static let vowels = HangulJamo.vowels.map(character)
    /// Index 0 stands for a syllable without a final consonant.
    private static let finals = [" "] + HangulJamo.finals.map(character)
    /// Compound vowels and consonant clusters, and the two keys that make each.
    private static let compounds = Dictionary(
        uniqueKeysWithValues: HangulJamo.keys.map { jamo, parts in
            (character(jamo), (character(parts.0), character(parts.1)))
        })

    private static func character(_ value: UInt32) -> Character {
        Character(Unicode.Scalar(value)!)
    }

    // MARK: - Typing

    /// The keys pressed to type `text`: each syllable's initial, vowel keys and final keys; anything that is not a
    /// Hangul syllable is one key of its own.
    static func keys(typing text: String) -> [Character] {
        var keys: [Character] = []
        for character in text {
            guard let (initial, vowel, final) = parts(of: character) else {
                keys.append(character)
                continue
            }
            keys.append(initial)
            keys.append(contentsOf: split(vowel))
            if let final { keys.append(contentsOf: split(final)) }
        }
        return keys
    }

    /// What the text box shows after each key while `text` is typed, the last state being `text` itself.
    static func states(typing text: String) -> [String] {
        var composer = Composer()
        return keys(typing: text).map { key in
            composer.press(key)
            return composer.text
        }
    }

    /// The initial consonant of every syllable ("서울" → "ㅅㅇ"), spaces kept.
    static func initialConsonants(of text: String) -> String {
        String(text.map { character in parts(of: character)?.initial ?? character })
    }

    // MARK: - Syllables

    static func parts(of character: Character) -> (initial: Character, vowel: Character, final: Character?)? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xAC00...0xD7A3).contains(scalar.value)
        else { return nil }
        let offset = Int(scalar.value - 0xAC00)
        let final = offset % 28
        return (initials[offset / 588], vowels[(offset % 588) / 28], final == 0 ? nil : finals[final])
    }

    static func syllable(_ initial: Character, _ vowel: Character, _ final: Character?) -> Character? {
        guard let l = initials.firstIndex(of: initial), let v = vowels.firstIndex(of: vowel) else { return nil }
        let t = final.flatMap { finals.firstIndex(of: $0) } ?? 0
        guard final == nil || t > 0 else { return nil }
        return Unicode.Scalar(0xAC00 + UInt32(l * 588 + v * 28 + t)).map(Character.init)
    }

    static func split(_ jamo: Character) -> [Character] {
        compounds[jamo].map { [$0.0, $0.1] } ?? [jamo]
    }

    static func combined(_ first: Character, _ second: Character) -> Character? {
        compounds.first { $0.value == (first, second) }?.key
    }

    static func isVowel(_ key: Character) -> Bool { vowels.contains(key) }

    static func canBeFinal(_ key: Character) -> Bool { key != " " && finals.contains(key) }
}
