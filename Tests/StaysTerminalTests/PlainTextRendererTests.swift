import Testing
@testable import StaysTerminal

@Suite struct PlainTextRendererTests {
    private let renderer = PlainTextRenderer()

    @Test func frameRendersAsMarkedLines() {
        // given
        let frame = ScreenFrame(
            lines: [
                ScreenLine("Where to?", style: [.bold, .accent]),
                ScreenLine([StyledText("Seo", style: .highlight), StyledText("ul, Korea", style: .dim)]),
                ScreenLine([
                    StyledText("Bu", style: [.selected, .highlight]), StyledText("san", style: .selected),
                    StyledText(", Korea", style: [.selected, .dim]),
                ]),
                .blank,
                ScreenLine("3 places"),
            ],
            cursor: ScreenCursor(row: 0, column: 3)
        )
        // when
        let output = renderer.render(frame, size: TerminalSize(columns: 40, rows: 10))
        // then
        #expect(output == "Where to?\n[Seo]ul, Korea\n{[Bu]san, Korea}\n\n3 places")
    }

    @Test func highlightInsideAndOutsideSelectionClosesInOrder() {
        let line = ScreenLine([
            StyledText("a", style: .highlight), StyledText("b", style: [.highlight, .selected]),
            StyledText("c", style: .selected), StyledText("d"),
        ])
        let output = renderer.render(ScreenFrame(lines: [line]), size: TerminalSize(columns: 10, rows: 1))
        #expect(output == "[a]{[b]c}d")
    }

    @Test func linesAreCutBeforeMarkersAreAdded() {
        let frame = ScreenFrame(lines: [
            ScreenLine([StyledText("서울", style: .highlight), StyledText("특별시")]), ScreenLine("hidden"),
        ])
        let output = renderer.render(frame, size: TerminalSize(columns: 6, rows: 1))
        #expect(output == "[서울]…")
    }

    @Test func emptyFrameRendersEmptyText() {
        #expect(renderer.render(ScreenFrame(lines: []), size: TerminalSize(columns: 80, rows: 24)) == "")
    }
}
