import StaysTestSupport
import Testing

@testable import StaysTerminal

@Suite struct ScreenLineFittingTests {
    @Test func lineThatFitsIsUnchanged() {
        let line = ScreenLine("Seoul")
        #expect(line.fitted(toColumns: 5) == line)
        #expect(line.fitted(toColumns: 80) == line)
    }

    @Test func tooLongLineEndsWithEllipsisWithinWidth() {
        let fitted = ScreenLine("Seoul Station").fitted(toColumns: 8)
        #expect(fitted == ScreenLine("Seoul S…"))
        #expect(fitted.displayWidth == 8)
    }

    @Test func wideCharactersAreCutByDisplayWidth() {
        #expect(ScreenLine("서울특별시").fitted(toColumns: 5).text == "서울…")
        #expect(ScreenLine("서울특별시").fitted(toColumns: 6).text == "서울…")
        #expect(ScreenLine("서울특별시").fitted(toColumns: 7).text == "서울특…")
        #expect(ScreenLine("とうきょう").fitted(toColumns: 9).displayWidth <= 9)
    }

    @Test func combiningMarkStaysWithItsLetter() {
        #expect(ScreenLine("Cafe\u{301} au lait").fitted(toColumns: 5).text == "Cafe\u{301}…")
    }

    @Test func ellipsisTakesTheStyleOfTheSpanThatWasCut() {
        // given
        let line = ScreenLine([
            StyledText("Seo"), StyledText("ul", style: .highlight), StyledText(" Station", style: .dim),
        ])
        // when
        let fitted = line.fitted(toColumns: 6)
        // then
        #expect(
            fitted
                == ScreenLine([StyledText("Seo"), StyledText("ul", style: .highlight), StyledText("…", style: .dim)]))
    }

    @Test func ellipsisJoinsTheLastSpanWhenStylesMatch() {
        let line = ScreenLine([StyledText("Busan"), StyledText("Station", style: .dim)])
        #expect(line.fitted(toColumns: 8) == ScreenLine([StyledText("Busan"), StyledText("St…", style: .dim)]))
    }

    @Test func zeroOrNegativeWidthGivesBlankLine() {
        #expect(ScreenLine("Seoul").fitted(toColumns: 0) == .blank)
        #expect(ScreenLine("Seoul").fitted(toColumns: -3) == .blank)
    }

    @Test func widthOneShowsOnlyEllipsis() {
        #expect(ScreenLine("Seoul").fitted(toColumns: 1).text == "…")
        #expect(ScreenLine("서").fitted(toColumns: 1).text == "…")
    }

    @Test func controlCharactersAreReplacedSoTheyCannotReachTheTerminal() {
        let fitted = ScreenLine("a\u{1B}[31mb\r\nc\u{7}").fitted(toColumns: 80)
        #expect(fitted.text == "a\u{FFFD}[31mb  c\u{FFFD}")
    }

    @Test func storedHostileTextIsInertOnEveryScreenLine() {
        for sample in HostileText.samples + ["\u{2066}x\u{2069}", "\u{9B}31m", "a\u{2028}b"] {
            let fitted = ScreenLine([StyledText("Host: "), StyledText(sample, style: .bold)]).fitted(toColumns: 80)
            #expect(HostileText.steering(in: fitted.text) == nil, "\(sample.debugDescription)")
            #expect(!fitted.text.contains("\n"))
        }
    }

    @Test func emptySpansAreDropped() {
        #expect(
            ScreenLine([StyledText(""), StyledText("x", style: .bold)]).fitted(toColumns: 3)
                == ScreenLine("x", style: .bold))
        #expect(ScreenLine.blank.fitted(toColumns: 3) == .blank)
    }

    @Test func hugeLineIsCutToWidth() {
        let fitted = ScreenLine(String(repeating: "부산 ", count: 10_000)).fitted(toColumns: 40)
        #expect(fitted.displayWidth <= 40)
        #expect(fitted.text.hasSuffix("…"))
    }
}
