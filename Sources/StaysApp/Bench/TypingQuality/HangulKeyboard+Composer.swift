extension HangulKeyboard {
    /// The input method's state: the text already composed and the syllable being composed.
    struct Composer {
        private(set) var committed = ""
        private var initial: Character?
        private var vowel: Character?
        private var final: Character?

        /// What the text box shows.
        var text: String {
            committed + (composing.map { String($0) } ?? "")
        }

        // MARK: - Keys

        /// Presses one key: a consonant, a vowel, or anything else (committed as it is).
        mutating func press(_ key: Character) {
            if HangulKeyboard.isVowel(key) {
                pressVowel(key)
            } else if HangulKeyboard.canBeFinal(key) || HangulKeyboard.syllable(key, "ㅏ", nil) != nil {
                pressConsonant(key)
            } else {
                commit()
                committed.append(key)
            }
        }

        private mutating func pressVowel(_ key: Character) {
            switch (initial, vowel, final) {
            case (.some, nil, _):
                vowel = key
            case (_, .some(let current), nil):
                if let compound = HangulKeyboard.combined(current, key) {
                    vowel = compound
                } else {
                    commit()
                    vowel = key
                }
            case (.some, .some, .some(let current)):
                let parts = HangulKeyboard.split(current)
                final = parts.count == 2 ? parts[0] : nil
                commit()
                (initial, vowel) = (parts.last, key)
            default:
                commit()
                vowel = key
            }
        }

        private mutating func pressConsonant(_ key: Character) {
            switch (initial, vowel, final) {
            case (.some, .some, nil) where HangulKeyboard.canBeFinal(key):
                final = key
            case (.some, .some, .some(let current)):
                if let cluster = HangulKeyboard.combined(current, key), HangulKeyboard.canBeFinal(cluster) {
                    final = cluster
                } else {
                    commit()
                    initial = key
                }
            default:
                commit()
                initial = key
            }
        }

        // MARK: - Composing

        private var composing: Character? {
            switch (initial, vowel) {
            case (.some(let initial), .some(let vowel)): HangulKeyboard.syllable(initial, vowel, final)
            case (.some(let initial), nil): initial
            case (nil, .some(let vowel)): vowel
            default: nil
            }
        }

        private mutating func commit() {
            if let composing { committed.append(composing) }
            (initial, vowel, final) = (nil, nil, nil)
        }
    }
}
