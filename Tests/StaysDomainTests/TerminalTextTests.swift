import StaysDomain
import Testing

@Suite struct TerminalTextTests {
    // MARK: - Hostile text

    @Test func escapeSequencesAndHyperlinksLoseTheirEscapeAndBell() {
        #expect(TerminalText.printable("\u{1B}[2J") == "\u{FFFD}[2J")
        #expect(
            TerminalText.printable("\u{1B}]8;;http://evil\u{7}x\u{1B}]8;;\u{7}")
                == "\u{FFFD}]8;;http://evil\u{FFFD}x\u{FFFD}]8;;\u{FFFD}")
    }

    @Test func lineBreaksAndTabsBecomeSpaces() {
        #expect(TerminalText.printable("a\nb\r\nc\td\u{2028}e") == "a b  c d e")
    }

    @Test func deleteC1AndBidiControlsBecomeThePlaceholder() {
        #expect(TerminalText.printable("a\u{7F}b\u{9B}c\u{202E}d\u{2066}e\u{200B}f") == "a�b�c�d�e�f")
    }

    // MARK: - Ordinary text

    @Test func ordinaryTextEmojiAndJoinersStayAsTheyAre() {
        for text in ["Sunny loft · 서울", "👨‍👩‍👧 family room", "می‌خواهم", "Café «Zürich»", ""] {
            #expect(TerminalText.printable(text) == text)
        }
    }
}
