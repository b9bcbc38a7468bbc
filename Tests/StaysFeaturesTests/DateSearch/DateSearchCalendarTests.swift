import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct DateSearchCalendarTests {
    @Test func monthOpensOnTodayWithATitleAndSevenCellWeeks() {
        let (controller, _) = makeDateSearch(today: "2026-11-05")
        let state = controller.viewState
        #expect(state.title == "Nov 2026")
        #expect(state.focusedDay == .fixture("2026-11-05"))
        #expect(state.weeks.allSatisfy { $0.count == 7 })
        #expect(state.dayCells.map(\.day.day) == Array(1...30))
    }

    @Test func weeksStartOnSundayForUnitedStatesEnglish() {
        let state = makeDateSearch(today: "2026-10-01", locale: "en_US").controller.viewState
        #expect(state.weekdaySymbols == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(state.weeks[0].prefix(4) == [.blank, .blank, .blank, .blank])
        #expect(state.weeks[0][4].dayCell?.day == .fixture("2026-10-01"))
        #expect(state.weeks.count == 5)
        #expect(state.weeks[4][6].dayCell?.day == .fixture("2026-10-31"))
    }

    @Test func weeksStartOnMondayForBritishEnglish() {
        let state = makeDateSearch(today: "2026-10-01", locale: "en_GB").controller.viewState
        #expect(state.weekdaySymbols.first == "Mon")
        #expect(state.weeks[0].prefix(3) == [.blank, .blank, .blank])
        #expect(state.weeks[0][3].dayCell?.day == .fixture("2026-10-01"))
        #expect(state.weeks.count == 5)
        #expect(state.weeks[4][5].dayCell?.day == .fixture("2026-10-31"))
        #expect(state.weeks[4][6] == .blank)
    }

    @Test func februaryStartingOnSundayFillsExactlyFourWeeks() {
        let sundayFirst = makeDateSearch(today: "2026-02-01", locale: "en_US").controller.viewState
        let mondayFirst = makeDateSearch(today: "2026-02-01", locale: "en_GB").controller.viewState
        #expect(sundayFirst.weeks.count == 4)
        #expect(sundayFirst.weeks.joined().allSatisfy { $0 != .blank })
        #expect(mondayFirst.weeks.count == 5)
        #expect(mondayFirst.weeks[0].prefix(6).allSatisfy { $0 == .blank })
    }

    @Test func leapFebruaryShowsTwentyNineDaysAndCenturyFebruaryTwentyEight() {
        let leap = makeDateSearch(today: "2028-02-01").controller.viewState
        let century = makeDateSearch(today: "2100-02-01").controller.viewState
        #expect(leap.dayCells.last?.day == .fixture("2028-02-29"))
        #expect(century.dayCells.last?.day == .fixture("2100-02-28"))
    }

    @Test func daysBeforeTodayArePastAndDisabledAndTodayIsMarked() throws {
        let state = makeDateSearch(today: "2026-11-05").controller.viewState
        let yesterday = try #require(state.cell("2026-11-04"))
        let today = try #require(state.cell("2026-11-05"))
        #expect(yesterday.availability == .past && !yesterday.isEnabled)
        #expect(today.isToday && today.isEnabled && today.isFocused)
        #expect(state.dayCells.filter(\.isToday).count == 1)
    }

    @Test func pagingStopsAtTodaysMonthAndTheLastShownMonth() {
        let (controller, _) = makeDateSearch(today: "2026-11-05", monthCount: 2)
        #expect(!controller.viewState.hasPreviousMonth && controller.viewState.hasNextMonth)
        controller.handle(.moveFocus(.nextMonth))
        #expect(controller.viewState.title == "Dec 2026")
        #expect(controller.viewState.hasPreviousMonth && !controller.viewState.hasNextMonth)
    }

    @Test func titlesFollowTheLocale() {
        #expect(makeDateSearch(today: "2026-11-05", locale: "ko_KR").controller.viewState.title == "2026년 11월")
    }
}
