import Testing
@testable import StaysTerminal

@Suite struct ANSIRendererTests {
    private let renderer = ANSIRenderer()

    @Test func smallFrameRendersRowsStylesAndCursor() {
        // given
        let frame = ScreenFrame(
            lines: [
                ScreenLine("Where to?", style: .bold),
                ScreenLine([StyledText("Se"), StyledText("oul", style: .highlight)]),
            ],
            cursor: ScreenCursor(row: 1, column: 2)
        )
        // when
        let output = renderer.render(frame, size: TerminalSize(columns: 20, rows: 3))
        // then
        let expected = "\u{1B}[?25l"
            + "\u{1B}[1;1H\u{1B}[2K\u{1B}[1mWhere to?\u{1B}[0m"
            + "\u{1B}[2;1H\u{1B}[2KSe\u{1B}[1;4moul\u{1B}[0m"
            + "\u{1B}[3;1H\u{1B}[2K"
            + "\u{1B}[2;3H\u{1B}[?25h"
        #expect(output == expected)
    }

    @Test func combinedStylesJoinTheirCodes() {
        let frame = ScreenFrame(lines: [
            ScreenLine([StyledText("A", style: [.selected, .accent]), StyledText("b", style: [.dim, .selected, .highlight])]),
        ])
        let output = renderer.render(frame, size: TerminalSize(columns: 5, rows: 1))
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[2K\u{1B}[7;35mA\u{1B}[0m\u{1B}[1;2;4;7mb\u{1B}[0m")
    }

    @Test func linesAreCutToWidthAndHeightAndCursorOutsideStaysHidden() {
        // given
        let frame = ScreenFrame(
            lines: [ScreenLine("서울특별시"), ScreenLine("second"), ScreenLine("third")],
            cursor: ScreenCursor(row: 5, column: 0)
        )
        // when
        let output = renderer.render(frame, size: TerminalSize(columns: 5, rows: 2))
        // then
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[2K서울…\u{1B}[2;1H\u{1B}[2Kseco…")
    }

    @Test func escapeCharactersInTextCannotInjectSequences() {
        let frame = ScreenFrame(lines: [ScreenLine("a\u{1B}[2Jb")])
        let output = renderer.render(frame, size: TerminalSize(columns: 10, rows: 1))
        #expect(output == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[2Ka\u{FFFD}[2Jb")
    }

    @Test func emptyTerminalDrawsNothingButHidesTheCursor() {
        let frame = ScreenFrame(lines: [ScreenLine("Seoul")], cursor: ScreenCursor(row: 0, column: 0))
        #expect(renderer.render(frame, size: TerminalSize(columns: 0, rows: 0)) == "\u{1B}[?25l")
        #expect(TerminalSize(columns: -4, rows: -1) == TerminalSize(columns: 0, rows: 0))
    }
}
