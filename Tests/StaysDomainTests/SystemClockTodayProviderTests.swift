import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct SystemClockTodayProviderTests {
    @Test func todayIsTheDayOfTheInjectedMomentInTheInjectedTimeZone() throws {
        let lateEvening = CalendarDay.fixture("2026-11-05").startInUTC.addingTimeInterval(20 * 3600)
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(SystemClockTodayProvider(timeZone: seoul, now: { lateEvening }).today() == .fixture("2026-11-06"))
        #expect(SystemClockTodayProvider(timeZone: newYork, now: { lateEvening }).today() == .fixture("2026-11-05"))
    }
}
