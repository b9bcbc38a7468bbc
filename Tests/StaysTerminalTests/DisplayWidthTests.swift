import Testing
@testable import StaysTerminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("Seoul", 5), ("Москва", 6), ("서울", 4), ("東京", 4), ("とうきょう", 10), ("ＡＢ", 4),
        ("서울 Seoul", 10), ("\u{3000}", 2),
    ])
    func textWidthCountsWideCharactersAsTwo(text: String, columns: Int) {
        #expect(DisplayWidth.columns(of: text) == columns)
    }

    @Test func combiningMarksTakeNoColumns() {
        #expect(DisplayWidth.columns(of: "Cafe\u{301}") == 4)
        #expect(DisplayWidth.columns(of: "\u{301}") == 0)
        #expect(DisplayWidth.columns(of: "a\u{20DD}") == 1)
    }

    @Test func decomposedHangulSyllableIsTwoColumns() {
        #expect(DisplayWidth.columns(of: "\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test(arguments: ["😀", "👍🏽", "👨‍👩‍👧", "🇰🇷", "☺️", "🏖️"])
    func emojiTakeTwoColumns(emoji: String) {
        #expect(DisplayWidth.columns(of: emoji) == 2)
    }

    @Test func textPresentationSymbolTakesOneColumn() {
        #expect(DisplayWidth.columns(of: "☺") == 1)
        #expect(DisplayWidth.columns(of: "1") == 1)
    }

    @Test func controlAndFormatCharactersTakeNoColumns() {
        #expect(DisplayWidth.columns(of: "\u{1B}\u{7}\u{200B}\u{200D}\u{FEFF}") == 0)
        #expect(DisplayWidth.columns(of: "a\tb") == 2)
    }
}
