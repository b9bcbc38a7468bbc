import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@Suite struct DatesStepKeyTests {
    private func event(_ key: Key, on state: DateSearchViewState) -> FlowEvent? {
        SearchFlowScreen.event(
            for: key, in: SearchFlowViewState(step: .dates(state), summaryParts: []), words: ScreenFixtures.words)
    }

    @Test func exactDatesTakePlusMinusTabAndBrowse() {
        let state = ScreenFixtures.dates([])
        #expect(event(.text("+"), on: state) == .dates(.changeSpread(1)))
        #expect(event(.text("-"), on: state) == .dates(.changeSpread(-1)))
        #expect(event(.tab, on: state) == .dates(.switchMode))
        #expect(event(.text("a"), on: state) == .dates(.browse))
    }

    @Test func flexibleKeysMoveOverMonthsChooseThemAndCycleTheLength() {
        let flexible = ScreenFixtures.dates([.switchMode])
        #expect(event(.left, on: flexible) == .dates(.moveMonth(-1)))
        #expect(event(.right, on: flexible) == .dates(.moveMonth(1)))
        #expect(event(.up, on: flexible) == .dates(.moveMonth(-4)))
        #expect(event(.down, on: flexible) == .dates(.moveMonth(4)))
        #expect(event(.text(" "), on: flexible) == .dates(.toggleMonth))
        #expect(event(.enter, on: flexible) == .dates(.toggleMonth))
        #expect(event(.text("l"), on: flexible) == .dates(.cycleLength))
        #expect(event(.tab, on: flexible) == .dates(.switchMode))
        #expect(event(.escape, on: flexible) == .back)
        let chosen = ScreenFixtures.dates([.switchMode, .toggleMonth])
        #expect(event(.enter, on: chosen) == .dates(.confirm))
    }

    @Test func flexibleDrawsLengthsMonthsAndTheChoice() {
        let state = ScreenFixtures.dates([.switchMode, .cycleLength, .toggleMonth, .moveMonth(5)])
        let lines = ScreenFixtures.render(.dates(state)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == "How long?   Weekend  Week { Month }")
        #expect(lines[7] == "{ Dec 2026  } Jan 2027   Feb 2027   Mar 2027  ")
        #expect(lines[8] == " Apr 2027  [›May 2027  ] Jun 2027   Jul 2027  ")
        #expect(lines[11] == "Any month in Dec")
        #expect(lines.last == "↑↓←→ Space pick · l length · Enter next · c clear · Esc back")
    }
}
