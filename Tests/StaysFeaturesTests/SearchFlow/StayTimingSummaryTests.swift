import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@Suite struct StayTimingSummaryTests {
    private func when(_ timing: StayTiming) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return StayQuerySummary(calendar: calendar, words: MessageCatalog.shipped()).parts(
            for: StayQueryDraft(timing: timing))[1]
    }

    @Test func giveOrTakeDaysFollowTheRange() {
        #expect(when(.flexible(.around(.fixture("2026-12-03", "2026-12-10"), days: 2))) == "Dec 3 – 10 ± 2 days")
        #expect(when(.flexible(.around(.fixture("2026-12-30", "2027-01-02"), days: 1))) == "Dec 30 – Jan 2 ± 1 day")
    }

    @Test func flexibleLengthsNameTheirMonths() {
        let months: [CalendarDay] = [.fixture("2027-01-15"), .fixture("2026-12-01")]
        #expect(when(.flexible(.lengths(.week, inMonths: months))) == "Any week in Dec, Jan")
        #expect(when(.flexible(.lengths(.weekend, inMonths: [.fixture("2027-03-01")]))) == "Any weekend in Mar")
    }

    @Test func browsingReadsAnyDatesAndExactNightsTheirRange() {
        #expect(when(.anyTime) == "Any dates")
        #expect(when(.nights(.fixture("2026-12-03", "2026-12-10"))) == "Dec 3 – Dec 10")
    }
}
