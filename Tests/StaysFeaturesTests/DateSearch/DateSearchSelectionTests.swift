import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct DateSearchSelectionTests {
    @Test func secondTapAfterCheckInCompletesAHalfOpenRange() throws {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        #expect(controller.viewState.summary == "Dec 3 – Add check-out")
        #expect(!controller.viewState.isNextEnabled)
        controller.tap("2026-12-10")
        let state = controller.viewState
        #expect(state.summary == "Dec 3 – Dec 10 · 7 nights")
        #expect(state.isNextEnabled)
        #expect(state.checkIn == .fixture("2026-12-03") && state.checkOut == .fixture("2026-12-10"))
        #expect(state.cell("2026-12-03")?.selection == .checkIn)
        #expect(state.cell("2026-12-09")?.selection == .insideRange)
        #expect(state.cell("2026-12-10")?.selection == .checkOut)
        #expect(state.cell("2026-12-11")?.selection == DayCell.SelectionRole.none)
    }

    @Test func tappingBeforeCheckInRestartsTheRangeThere() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-10")
        controller.tap("2026-12-03")
        #expect(controller.viewState.checkIn == .fixture("2026-12-03"))
        #expect(controller.viewState.checkOut == nil)
    }

    @Test func tappingCheckInAgainKeepsOnlyCheckIn() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.tap("2026-12-03")
        #expect(controller.viewState.checkIn == .fixture("2026-12-03"))
        #expect(controller.viewState.checkOut == nil)
    }

    @Test func tappingAfterACompleteRangeStartsANewOne() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.tap("2026-12-10")
        controller.tap("2026-12-20")
        #expect(controller.viewState.checkIn == .fixture("2026-12-20"))
        #expect(controller.viewState.checkOut == nil)
    }

    @Test func daysBeyondTheMaximumStayAreDisabledAndIgnored() {
        let (controller, _) = makeDateSearch(today: "2026-11-05", maximumNights: 3)
        controller.tap("2026-11-10")
        let state = controller.viewState
        #expect(state.cell("2026-11-13")?.availability == .selectable)
        #expect(state.cell("2026-11-14")?.availability == .beyondMaximumStay)
        #expect(state.cell("2026-11-06")?.availability == .selectable)
        controller.handle(.moveFocus(.day(.fixture("2026-11-20"))))
        controller.handle(.select)
        #expect(controller.viewState.checkOut == .fixture("2026-11-13"))
        #expect(controller.viewState.summary == "Nov 10 – Nov 13 · 3 nights")
    }

    @Test func pastDaysCannotBeChosen() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-11-01")
        #expect(controller.viewState.checkIn == .fixture("2026-11-05"))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-05"))
    }

    @Test func clearForgetsTheRange() {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.tap("2026-12-04")
        controller.handle(.clear)
        #expect(controller.viewState.summary == "Add dates")
        #expect(controller.viewState.checkIn == nil && !controller.viewState.isNextEnabled)
        #expect(spy.callCount == 0)
    }

    @Test func oneNightIsSingular() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-31")
        controller.tap("2027-01-01")
        #expect(controller.viewState.summary == "Dec 31 – Jan 1 · 1 night")
    }

    // MARK: - Finishing

    @Test func confirmTellsTheParentTheChosenStayOnce() throws {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.handle(.confirm)
        #expect(spy.callCount == 0)
        controller.tap("2026-12-03")
        controller.handle(.confirm)
        #expect(spy.callCount == 0)
        controller.tap("2026-12-10")
        controller.handle(.confirm)
        let expected = try StayDates(checkIn: .fixture("2026-12-03"), checkOut: .fixture("2026-12-10"))
        #expect(spy.receivedValues == [.nights(expected)])
    }

    @Test func skipTellsTheParentNoDatesEvenWithARangeChosen() {
        let (controller, spy) = makeDateSearch(today: "2026-11-05")
        controller.tap("2026-12-03")
        controller.handle(.skip)
        #expect(spy.receivedValues == [nil])
    }

    @Test func initialDatesAreShownWhenStillAllowed() throws {
        let dates = try StayDates(checkIn: .fixture("2026-12-03"), checkOut: .fixture("2026-12-10"))
        let shown = makeDateSearch(today: "2026-11-05", initialDates: dates).controller.viewState
        #expect(shown.checkIn == dates.checkIn && shown.checkOut == dates.checkOut)
        #expect(shown.focusedDay == dates.checkIn)
        let dropped = makeDateSearch(today: "2026-12-05", initialDates: dates).controller.viewState
        #expect(dropped.checkIn == nil && dropped.focusedDay == .fixture("2026-12-05"))
        let tooLong = makeDateSearch(today: "2026-11-05", maximumNights: 5, initialDates: dates).controller.viewState
        #expect(tooLong.checkIn == nil)
    }
}
