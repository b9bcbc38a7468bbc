import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@Suite struct ScreenKeyTests {
    private func event(_ key: Key, on step: FlowStep) -> FlowEvent? {
        SearchFlowScreen.event(
            for: key, in: SearchFlowViewState(step: step, summaryParts: []), words: ScreenFixtures.words)
    }

    // MARK: - Where

    @Test func whereKeysEditTheTextMoveChooseAndGoBack() {
        let step = FlowStep.location(ScreenFixtures.suggestions())
        #expect(event(.text("i"), on: step) == .location(.updateText("springfi")))
        #expect(event(.text("eld 🇰🇷"), on: step) == .location(.updateText("springfeld 🇰🇷")))
        #expect(event(.backspace, on: step) == .location(.updateText("spring")))
        #expect(event(.up, on: step) == .location(.moveUp))
        #expect(event(.down, on: step) == .location(.moveDown))
        #expect(event(.enter, on: step) == .location(.choose))
        #expect(event(.escape, on: step) == .location(.back))
        #expect(event(.pageDown, on: step) == nil)
    }

    @Test func backspaceOnEmptyTextDoesNothing() {
        let empty = LocationSearchViewState(
            queryText: "", mode: .recommendations, title: "Popular near you", rows: [], selectedIndex: nil,
            status: .idle)
        #expect(event(.backspace, on: .location(empty)) == nil)
    }

    // MARK: - When

    @Test func whenKeysMoveTheFocusSelectSkipClearAndGoBack() {
        let step = FlowStep.dates(ScreenFixtures.dates([]))
        #expect(event(.left, on: step) == .dates(.moveFocus(.previousDay)))
        #expect(event(.right, on: step) == .dates(.moveFocus(.nextDay)))
        #expect(event(.up, on: step) == .dates(.moveFocus(.previousWeek)))
        #expect(event(.down, on: step) == .dates(.moveFocus(.nextWeek)))
        #expect(event(.pageUp, on: step) == .dates(.moveFocus(.previousMonth)))
        #expect(event(.pageDown, on: step) == .dates(.moveFocus(.nextMonth)))
        #expect(event(.enter, on: step) == .dates(.select))
        #expect(event(.text("s"), on: step) == .dates(.skip))
        #expect(event(.text("c"), on: step) == .dates(.clear))
        #expect(event(.escape, on: step) == .back)
        #expect(event(.text("x"), on: step) == nil)
    }

    @Test func enterOnTheChosenCheckOutConfirmsElsewhereItSelects() {
        let chosen = ScreenFixtures.dates(ScreenFixtures.tap("2026-12-03") + ScreenFixtures.tap("2026-12-10"))
        #expect(event(.enter, on: .dates(chosen)) == .dates(.confirm))
        let movedAway = ScreenFixtures.dates(
            ScreenFixtures.tap("2026-12-03") + ScreenFixtures.tap("2026-12-10") + [.moveFocus(.nextDay)])
        #expect(event(.enter, on: .dates(movedAway)) == .dates(.select))
    }

    // MARK: - Who

    @Test func whoKeysChangeTheFocusedRow() {
        let step = FlowStep.guests(ScreenFixtures.guests([.focusNextRow]))
        #expect(event(.up, on: step) == .guests(.focusPreviousRow))
        #expect(event(.down, on: step) == .guests(.focusNextRow))
        #expect(event(.left, on: step) == .guests(.decrement(.children)))
        #expect(event(.text("-"), on: step) == .guests(.decrement(.children)))
        #expect(event(.right, on: step) == .guests(.increment(.children)))
        #expect(event(.text("+"), on: step) == .guests(.increment(.children)))
        #expect(event(.enter, on: step) == .guests(.confirm))
        #expect(event(.text("c"), on: step) == .guests(.clear))
        #expect(event(.escape, on: step) == .back)
        #expect(event(.tab, on: step) == nil)
    }

    // MARK: - Summary and over

    @Test func summaryKeysFinishOrGoBackAndAFinishedFlowTakesNoKeys() {
        #expect(event(.enter, on: .summary(StayQueryDraft())) == .finish)
        #expect(event(.escape, on: .summary(StayQueryDraft())) == .back)
        #expect(event(.text("q"), on: .summary(StayQueryDraft())) == nil)
        #expect(event(.enter, on: .finished(StayQueryDraft())) == nil)
        #expect(event(.escape, on: .cancelled) == nil)
    }
}
