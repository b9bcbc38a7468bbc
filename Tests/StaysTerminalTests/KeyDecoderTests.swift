import Testing
@testable import StaysTerminal

@Suite struct KeyDecoderTests {
    // MARK: - Helpers

    private func decode(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) }
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: - Text

    @Test func asciiLettersArriveAsOneTextKey() {
        #expect(decode(bytes("Seoul")) == [.text("Seoul")])
    }

    @Test func multiByteScriptsDecodeAsText() {
        #expect(decode(bytes("서울 とうきょう Москва 🏖️")) == [.text("서울 とうきょう Москва 🏖️")])
    }

    @Test func utf8CharacterSplitAcrossReadsIsJoined() {
        // given "서" (EC 84 9C) and "😀" (F0 9F 98 80) cut in the middle
        var decoder = KeyDecoder()
        // when
        let first = decoder.decode([0xEC, 0x84])
        let second = decoder.decode([0x9C, 0xF0, 0x9F])
        let third = decoder.decode([0x98, 0x80])
        // then
        #expect(first.isEmpty)
        #expect(second == [.text("서")])
        #expect(third == [.text("😀")])
        #expect(decoder.hasPendingInput == false)
    }

    @Test func malformedUTF8IsDroppedAndFollowingTextSurvives() {
        // stray continuation, overlong "/", surrogate half, lead byte before ASCII, invalid lead
        #expect(decode([0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE3, 0x41, 0xFF, 0x42]) == [.text("AB")])
    }

    @Test func c1ControlCharactersAreIgnored() {
        #expect(decode([0x61, 0xC2, 0x85, 0x62]) == [.text("ab")])
    }

    // MARK: - Control keys

    @Test func controlBytesMapToKeys() {
        let keys = decode([0x0D, 0x0A, 0x7F, 0x08, 0x09, 0x03, 0x04])
        #expect(keys == [.enter, .backspace, .backspace, .tab, .interrupt, .endOfInput])
    }

    @Test func lineFeedAloneIsEnterAndCarriageReturnLineFeedIsOneEnter() {
        #expect(decode([0x0A]) == [.enter])
        #expect(decode([0x0D], [0x0A]) == [.enter])
        #expect(decode([0x0D, 0x0D]) == [.enter, .enter])
        #expect(decode([0x0A, 0x0A]) == [.enter, .enter])
    }

    @Test func otherControlCharactersAreIgnored() {
        #expect(decode([0x61, 0x00, 0x07, 0x1A, 0x1F, 0x62]) == [.text("ab")])
    }

    @Test func textIsSplitAroundKeys() {
        #expect(decode(bytes("ab\u{7F}c\r")) == [.text("ab"), .backspace, .text("c"), .enter])
    }

    // MARK: - Escape sequences

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[1;5C", .right),
    ])
    func escapeSequenceDecodesToKey(sequence: String, key: Key) {
        #expect(decode(bytes(sequence)) == [key])
    }

    @Test func sequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(bytes("[")).isEmpty)
        #expect(decoder.decode(bytes("6")).isEmpty)
        #expect(decoder.decode(bytes("~")) == [.pageDown])
    }

    @Test func unknownSequencesAreIgnored() {
        let keys = decode(bytes("a\u{1B}[2~\u{1B}[15~\u{1B}[?25h\u{1B}[200~\u{1B}OP\u{1B}[Z\u{1B}[ qb"))
        #expect(keys == [.text("ab")])
    }

    @Test func sequenceBrokenByControlByteIsDroppedAndTheByteKept() {
        #expect(decode(bytes("\u{1B}[1\r")) == [.enter])
        #expect(decode(bytes("\u{1B}O\u{7F}")) == [.backspace])
    }

    @Test func overlongSequenceIsDroppedWithoutWaitingForever() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(bytes("\u{1B}[" + String(repeating: "1", count: 100) + "x"))
        #expect(keys == [.text(String(repeating: "1", count: 68) + "x")])
        #expect(decoder.hasPendingInput == false)
    }

    // MARK: - Lone escape

    @Test func loneEscapeWaitsThenFlushesAsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.hasPendingInput == false)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeFollowedByPlainKeyIsEscapeThenKey() {
        #expect(decode(bytes("\u{1B}q")) == [.escape, .text("q")])
        #expect(decode([0x1B, 0x1B]) == [.escape])
    }

    @Test func flushDropsUnfinishedSequenceAndUnfinishedCharacter() {
        var decoder = KeyDecoder()
        _ = decoder.decode(bytes("\u{1B}[5"))
        #expect(decoder.flush().isEmpty)
        _ = decoder.decode([0xE3, 0x81])
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode(bytes("x")) == [.text("x")])
    }

    @Test func emptyInputGivesNothing() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([]).isEmpty)
        #expect(decoder.flush().isEmpty)
    }

    @Test func hugePasteDecodesCompletely() {
        let text = String(repeating: "부산", count: 5_000)
        #expect(decode(bytes(text)) == [.text(text)])
    }
}
