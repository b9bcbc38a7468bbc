/// Words written in a syllabic script as folded here: Hangul as jamo keys and kana as hiragana. Such a word forgives
/// no typing mistake: one wrong key or kana already reads as another syllable, so "とうきょう" within one edit is
/// "どうじょう", an unrelated town, not Tokyo.
enum SyllabicScript {
    /// Whether folded bytes hold kana or Hangul jamo (UTF-8 E3 81 80 … E3 86 8F: U+3040…U+318F).
    static func contains(_ bytes: [UInt8]) -> Bool {
        var position = 0
        while position + 1 < bytes.count {
            if bytes[position] == 0xE3, (0x81...0x86).contains(bytes[position + 1]) { return true }
            position += 1
        }
        return false
    }
}
