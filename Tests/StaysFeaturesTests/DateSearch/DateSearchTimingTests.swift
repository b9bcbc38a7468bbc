import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@Suite struct DateSearchTimingTests {
    private let december = StayDates.fixture("2026-12-03", "2026-12-10")

    // MARK: - Give or take

    @Test func plusWidensChosenDatesIntoGiveOrTakeDays() {
        // given
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.tap("2026-12-10")
        // when
        controller.handle(.changeSpread(1))
        controller.handle(.changeSpread(1))
        controller.handle(.confirm)
        // then
        #expect(controller.viewState.spreadText == "± 2 days")
        #expect(spy.receivedValues == [.flexible(.around(december, days: 2))])
    }

    @Test func theSpreadStepsThroughZeroOneTwoThreeSevenAndStopsAtTheEnds() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        var shown: [String] = []
        for _ in 0..<5 {
            controller.handle(.changeSpread(1))
            shown.append(controller.viewState.spreadText)
        }
        #expect(shown == ["± 1 day", "± 2 days", "± 3 days", "± 7 days", "± 7 days"])
        controller.handle(.changeSpread(-9))
        #expect(controller.viewState.spreadText == "Exact dates")
    }

    @Test func narrowingBackToNoSpreadGivesExactNights() {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.tap("2026-12-10")
        controller.handle(.changeSpread(1))
        controller.handle(.changeSpread(-1))
        controller.handle(.confirm)
        #expect(spy.receivedValues == [.nights(december)])
    }

    // MARK: - Flexible

    @Test func flexibleOffersTheComingTwelveMonthsAndAWeekFirst() {
        // given
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        // when
        controller.handle(.switchMode)
        // then
        let state = controller.viewState
        #expect(state.mode == .flexible)
        #expect(state.months.count == 12)
        #expect(state.months.first == MonthCell(title: "Nov 2026", isChosen: false, isFocused: true))
        #expect(state.months.last?.title == "Oct 2027")
        #expect(state.lengthNames == ["Weekend", "Week", "Month"])
        #expect(state.lengthNames[state.chosenLength] == "Week")
        #expect(state.summary == "Choose one or more months")
        #expect(!state.isNextEnabled)
    }

    @Test func chosenMonthsAndLengthMakeAFlexibleSearch() {
        // given
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.handle(.switchMode)
        // when
        controller.handle(.moveMonth(1))
        controller.handle(.toggleMonth)
        controller.handle(.moveMonth(1))
        controller.handle(.toggleMonth)
        controller.handle(.cycleLength)
        // then
        #expect(controller.viewState.summary == "Any month in Dec, Jan")
        #expect(controller.viewState.months.filter(\.isChosen).map(\.title) == ["Dec 2026", "Jan 2027"])
        controller.handle(.confirm)
        let months: [CalendarDay] = [.fixture("2026-12-01"), .fixture("2027-01-01")]
        #expect(spy.receivedValues == [.flexible(.lengths(.month, inMonths: months))])
    }

    @Test func confirmWaitsForAMonthAndTogglingTwiceUnchoosesIt() {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.handle(.switchMode)
        controller.handle(.toggleMonth)
        controller.handle(.toggleMonth)
        controller.handle(.confirm)
        #expect(spy.callCount == 0)
        controller.handle(.moveMonth(-5))
        controller.handle(.toggleMonth)
        controller.handle(.clear)
        #expect(controller.viewState.months.allSatisfy { !$0.isChosen })
    }

    @Test func switchingBackKeepsTheChosenDates() {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.tap("2026-12-10")
        controller.handle(.switchMode)
        controller.handle(.switchMode)
        controller.handle(.confirm)
        #expect(spy.receivedValues == [.nights(december)])
    }

    @Test func aNewMonthDropsThePastOneAndKeepsTheChosenLengthAndMonths() {
        // given November and December chosen for a weekend on November 30
        let clock = AdjustableTodayProvider(day: .fixture("2026-11-30"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let controller = DateSearchController(
            todayProvider: clock, configuration: DateSearchConfiguration(calendar: calendar),
            words: MessageCatalog.shipped(),
            onFinish: { _ in })
        let events: [DateSearchEvent] = [.switchMode, .cycleLength, .cycleLength, .toggleMonth, .moveMonth(1)]
        for event in events + [.toggleMonth] { controller.handle(event) }
        // when midnight passes into December
        clock.set(.fixture("2026-12-01"))
        // then
        let state = controller.viewState
        #expect(state.months.first?.title == "Dec 2026")
        #expect(state.months.filter(\.isChosen).map(\.title) == ["Dec 2026"])
        #expect(state.months.first(where: \.isFocused)?.title == "Dec 2026")
        #expect(state.summary == "Any weekend in Dec")
    }

    // MARK: - Browsing and restoring

    @Test func browseGoesOnWithoutDates() {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.handle(.browse)
        #expect(spy.receivedValues == [.anyTime])
    }

    @Test func aStepForExactNightsOffersNothingElse() {
        // given
        let (controller, spy) = makeDateSearch(today: "2026-11-05", choices: .exactNights)
        // when
        for event in [DateSearchEvent.switchMode, .changeSpread(1), .browse, .skip] { controller.handle(event) }
        controller.tap("2026-12-03")
        controller.tap("2026-12-10")
        controller.handle(.confirm)
        // then
        #expect(controller.viewState.heading == "Add dates to reserve")
        #expect(!controller.viewState.offersEveryTiming)
        #expect(controller.viewState.mode == .dates)
        #expect(spy.receivedValues == [.nights(december)])
    }

    @Test func anEarlierChoiceIsShownAgain() {
        let around = makeDateSearch(today: "2026-11-05", initialTiming: .flexible(.around(december, days: 3)))
        #expect(around.controller.viewState.spreadText == "± 3 days")
        #expect(around.controller.viewState.checkOut == .fixture("2026-12-10"))
        let january: [CalendarDay] = [.fixture("2027-01-01")]
        let weekend = makeDateSearch(
            today: "2026-11-05", initialTiming: .flexible(.lengths(.weekend, inMonths: january))
        ).controller.viewState
        #expect(weekend.mode == .flexible)
        #expect(weekend.summary == "Any weekend in Jan")
        #expect(weekend.months.first(where: \.isFocused)?.title == "Jan 2027")
    }
}
