import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CalendarDayTests {
    // MARK: - Validation

    @Test func leapYearFebruaryHasTwentyNineDays() throws {
        let day = try CalendarDay(year: 2028, month: 2, day: 29)
        #expect(day.numberOfDaysInMonth == 29)
    }

    @Test func centuryNotDivisibleByFourHundredIsNotALeapYear() {
        #expect(throws: CalendarDayError.dayOutOfRange(29, month: 2, year: 2100)) {
            try CalendarDay(year: 2100, month: 2, day: 29)
        }
        #expect(CalendarDay.fixture("2100-02-01").numberOfDaysInMonth == 28)
        #expect(CalendarDay.fixture("2000-02-01").numberOfDaysInMonth == 29)
    }

    @Test func dayZeroAndThirtyFirstOfAThirtyDayMonthAreRejected() {
        #expect(throws: CalendarDayError.dayOutOfRange(0, month: 4, year: 2026)) {
            try CalendarDay(year: 2026, month: 4, day: 0)
        }
        #expect(throws: CalendarDayError.dayOutOfRange(31, month: 4, year: 2026)) {
            try CalendarDay(year: 2026, month: 4, day: 31)
        }
    }

    @Test func yearsOutsideFourDigitsAreRejected() {
        #expect(throws: CalendarDayError.yearOutOfRange(0)) { try CalendarDay(year: 0, month: 1, day: 1) }
        #expect(throws: CalendarDayError.yearOutOfRange(10_000)) { try CalendarDay(year: 10_000, month: 1, day: 1) }
        #expect(throws: CalendarDayError.yearOutOfRange(.min)) { try CalendarDay(year: .min, month: 1, day: 1) }
    }

    // MARK: - Arithmetic

    @Test func addingDaysCrossesMonthAndYearEnds() {
        #expect(CalendarDay.fixture("2026-01-31").adding(days: 1) == .fixture("2026-02-01"))
        #expect(CalendarDay.fixture("2026-12-31").adding(days: 1) == .fixture("2027-01-01"))
        #expect(CalendarDay.fixture("2028-03-01").adding(days: -1) == .fixture("2028-02-29"))
        #expect(CalendarDay.fixture("2026-03-10").adding(days: 0) == .fixture("2026-03-10"))
    }

    @Test func addingMonthsKeepsTheDayWithinTheTargetMonth() {
        #expect(CalendarDay.fixture("2026-01-31").adding(months: 1) == .fixture("2026-02-28"))
        #expect(CalendarDay.fixture("2028-01-31").adding(months: 1) == .fixture("2028-02-29"))
        #expect(CalendarDay.fixture("2026-03-31").adding(months: -1) == .fixture("2026-02-28"))
        #expect(CalendarDay.fixture("2026-11-15").adding(months: 2) == .fixture("2027-01-15"))
    }

    @Test func daysBetweenCountsAcrossALeapDayAndIsSigned() {
        let start = CalendarDay.fixture("2028-02-28")
        let end = CalendarDay.fixture("2028-03-01")
        #expect(start.days(to: end) == 2)
        #expect(end.days(to: start) == -2)
        #expect(start.days(to: start) == 0)
        #expect(CalendarDay.fixture("2026-01-01").days(to: .fixture("2027-01-01")) == 365)
    }

    @Test func weekdayCountsFromSunday() {
        #expect(CalendarDay.fixture("2026-11-01").weekday == 1)
        #expect(CalendarDay.fixture("2026-11-07").weekday == 7)
        #expect(CalendarDay.fixture("2025-09-01").weekday == 2)
    }

    @Test func firstAndLastDayOfMonthFollowTheMonthLength() {
        let day = CalendarDay.fixture("2026-02-14")
        #expect(day.firstDayOfMonth == .fixture("2026-02-01"))
        #expect(day.lastDayOfMonth == .fixture("2026-02-28"))
        #expect(day.isInSameMonth(as: .fixture("2026-02-01")))
        #expect(!day.isInSameMonth(as: .fixture("2027-02-14")))
    }

    @Test func daysCompareByYearThenMonthThenDay() {
        #expect(CalendarDay.fixture("2026-12-31") < .fixture("2027-01-01"))
        #expect(CalendarDay.fixture("2026-02-28") < .fixture("2026-03-01"))
        #expect(!(CalendarDay.fixture("2026-03-01") < .fixture("2026-03-01")))
    }

    // MARK: - Foundation

    @Test func dateIsReadInTheGivenTimeZone() throws {
        let moment = CalendarDay.fixture("2026-11-05").startInUTC.addingTimeInterval(23 * 3600)
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        #expect(CalendarDay(date: moment, timeZone: .gmt) == .fixture("2026-11-05"))
        #expect(CalendarDay(date: moment, timeZone: seoul) == .fixture("2026-11-06"))
    }
}
