import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@Suite struct DateSearchFocusTests {
    @Test func arrowsMoveByDayAndWeek() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.handle(.moveFocus(.nextDay))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-06"))
        controller.handle(.moveFocus(.nextWeek))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-13"))
        controller.handle(.moveFocus(.previousDay))
        controller.handle(.moveFocus(.previousWeek))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-05"))
        #expect(controller.viewState.cell("2026-11-05")?.isFocused == true)
    }

    @Test func movingBeforeTodayStopsAtToday() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        controller.handle(.moveFocus(.previousDay))
        controller.handle(.moveFocus(.previousWeek))
        controller.handle(.moveFocus(.previousMonth))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-05"))
    }

    @Test func pageDownKeepsTheDayWithinShorterMonths() {
        let (controller, _) = makeDateSearch(today: "2028-01-31")
        controller.handle(.moveFocus(.nextMonth))
        #expect(controller.viewState.focusedDay == .fixture("2028-02-29"))
        #expect(controller.viewState.title == "Feb 2028")
        controller.handle(.moveFocus(.nextMonth))
        #expect(controller.viewState.focusedDay == .fixture("2028-03-29"))
    }

    @Test func movingPastTheLastShownMonthStopsAtTheLastDayAStayCanStart() {
        let (controller, _) = makeDateSearch(today: "2026-11-05", monthCount: 2)
        for _ in 0..<5 { controller.handle(.moveFocus(.nextMonth)) }
        #expect(controller.viewState.focusedDay == .fixture("2026-12-30"))
        controller.handle(.moveFocus(.nextDay))
        #expect(controller.viewState.focusedDay == .fixture("2026-12-30"))
    }

    @Test func withCheckInChosenFocusStopsAtTheMaximumStay() {
        let (controller, _) = makeDateSearch(today: "2026-11-05", maximumNights: 10)
        controller.tap("2026-11-10")
        controller.handle(.moveFocus(.nextMonth))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-20"))
        controller.handle(.moveFocus(.day(.fixture("2020-01-01"))))
        #expect(controller.viewState.focusedDay == .fixture("2026-11-05"))
    }

    @Test func midnightDisablesYesterdayAndMovesTheCursorOn() {
        let clock = AdjustableTodayProvider(day: .fixture("2026-11-05"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let controller = DateSearchController(
            todayProvider: clock, configuration: DateSearchConfiguration(calendar: calendar),
            words: MessageCatalog.shipped(),
            onFinish: { _ in })
        clock.set(.fixture("2026-11-06"))
        let state = controller.viewState
        #expect(state.cell("2026-11-05")?.availability == .past)
        #expect(state.focusedDay == .fixture("2026-11-06"))
    }
}
