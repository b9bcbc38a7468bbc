import StaysDomain
import StaysTestSupport
import Testing

@testable import StayImport

/// Days parsed and stepped once: the answers are CalendarDay's own, asked again or not.
@Suite struct CalendarDayMemoTests {
    @Test func daysAndTheDaysAfterThemAreCalendarDaysOwn() {
        var memo = CalendarDayMemo()
        for _ in 1...2 {
            #expect(memo.day("2028-02-28") == .fixture("2028-02-28"))
            #expect(memo.day("2028-02-30") == nil)
            #expect(memo.day("soon") == nil)
            #expect(memo.day(after: .fixture("2028-02-28")) == .fixture("2028-02-29"))
            #expect(memo.day(after: .fixture("2027-12-31")) == .fixture("2028-01-01"))
        }
    }
}
