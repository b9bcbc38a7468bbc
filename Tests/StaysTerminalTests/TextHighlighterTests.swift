import StaysDomain
import Testing
@testable import StaysTerminal

@Suite struct TextHighlighterTests {
    private let highlighter = TextHighlighter()

    private func spans(_ title: String, _ ranges: [(Int, Int)]) -> [StyledText] {
        highlighter.spans(for: title, highlights: ranges.map { TextRange(location: $0.0, length: $0.1) })
    }

    // MARK: - Good ranges

    @Test func rangeSplitsTitleIntoHighlightedAndPlainSpans() {
        #expect(spans("Seoul", [(0, 3)]) == [StyledText("Seo", style: .highlight), StyledText("ul")])
    }

    @Test func severalUnsortedAndOverlappingRangesMerge() {
        let result = spans("Seoul Station", [(8, 2), (0, 2), (1, 2)])
        #expect(result == [
            StyledText("Seo", style: .highlight), StyledText("ul St"), StyledText("at", style: .highlight),
            StyledText("ion"),
        ])
    }

    @Test func hangulRangeCountsUTF16Units() {
        #expect(spans("서울특별시", [(2, 3)]) == [StyledText("서울"), StyledText("특별시", style: .highlight)])
    }

    @Test func noRangesGiveOneBaseSpan() {
        let selected = TextHighlighter(baseStyle: .selected)
        #expect(selected.spans(for: "Busan", highlights: []) == [StyledText("Busan", style: .selected)])
    }

    @Test func highlightAddsToBaseStyle() {
        let selected = TextHighlighter(baseStyle: .selected)
        let result = selected.spans(for: "Busan", highlights: [TextRange(location: 0, length: 2)])
        #expect(result == [StyledText("Bu", style: [.selected, .highlight]), StyledText("san", style: .selected)])
    }

    @Test func emptyTitleGivesNoSpans() {
        #expect(spans("", [(0, 4)]).isEmpty)
    }

    // MARK: - Bad ranges

    @Test func rangesOutOfBoundsAreClampedOrIgnored() {
        #expect(spans("Seoul", [(3, 100)]) == [StyledText("Seo"), StyledText("ul", style: .highlight)])
        #expect(spans("Seoul", [(-2, 4)]) == [StyledText("Se", style: .highlight), StyledText("oul")])
        #expect(spans("Seoul", [(10, 5), (2, 0), (1, -3)]) == [StyledText("Seoul")])
    }

    @Test func extremeValuesDoNotOverflow() {
        #expect(spans("Seoul", [(Int.max, Int.max), (Int.min, 1)]) == [StyledText("Seoul")])
        #expect(spans("Seoul", [(1, Int.max)]) == [StyledText("S"), StyledText("eoul", style: .highlight)])
        #expect(spans("Seoul", [(Int.min, Int.max)]) == [StyledText("Seoul")])
    }

    @Test func rangeEdgeInsideSurrogatePairLeavesThatScalarUnstyled() {
        // "😀" takes UTF-16 units 0 and 1
        #expect(spans("😀Seoul", [(1, 2)]) == [StyledText("😀"), StyledText("S", style: .highlight), StyledText("eoul")])
        #expect(spans("😀Seoul", [(0, 1)]) == [StyledText("😀Seoul")])
        #expect(spans("😀Seoul", [(0, 2)]) == [StyledText("😀", style: .highlight), StyledText("Seoul")])
    }

    @Test func combiningMarkIsHighlightedWithItsLetter() {
        #expect(spans("Cafe\u{301}s", [(3, 1)]) == [StyledText("Caf"), StyledText("e\u{301}", style: .highlight), StyledText("s")])
    }
}
