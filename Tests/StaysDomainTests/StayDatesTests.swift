import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct StayDatesTests {
    private func stay(_ checkIn: String, _ checkOut: String) throws -> StayDates {
        try StayDates(checkIn: .fixture(checkIn), checkOut: .fixture(checkOut))
    }

    @Test func nightsCountAcrossMonthAndLeapDay() throws {
        #expect(try stay("2028-02-27", "2028-03-02").nights == 4)
        #expect(try stay("2026-12-31", "2027-01-01").nights == 1)
    }

    @Test func checkOutOnOrBeforeCheckInIsRejected() {
        let day = CalendarDay.fixture("2026-11-05")
        #expect(throws: StayDatesError.checkOutNotAfterCheckIn(checkIn: day, checkOut: day)) {
            try StayDates(checkIn: day, checkOut: day)
        }
        #expect(throws: StayDatesError.self) { try stay("2026-11-05", "2026-11-04") }
    }

    @Test func nightsAreHalfOpen() throws {
        let dates = try stay("2026-12-03", "2026-12-10")
        #expect(dates.contains(night: .fixture("2026-12-03")))
        #expect(dates.contains(night: .fixture("2026-12-09")))
        #expect(!dates.contains(night: .fixture("2026-12-10")))
        #expect(!dates.contains(night: .fixture("2026-12-02")))
    }

    @Test func backToBackStaysDoNotOverlap() throws {
        let first = try stay("2026-12-03", "2026-12-10")
        #expect(!first.overlaps(try stay("2026-12-10", "2026-12-12")))
        #expect(!first.overlaps(try stay("2026-12-01", "2026-12-03")))
        #expect(first.overlaps(try stay("2026-12-09", "2026-12-12")))
        #expect(first.overlaps(try stay("2026-12-04", "2026-12-05")))
        #expect(first.overlaps(try stay("2026-12-01", "2026-12-31")))
    }

    @Test func jsonRoundTripsAndRejectsReversedDays() throws {
        let dates = try stay("2026-12-03", "2026-12-10")
        let data = try JSONEncoder().encode(dates)
        #expect(try JSONDecoder().decode(StayDates.self, from: data) == dates)
        let reversed = Data(#"{"checkIn":"2026-12-10","checkOut":"2026-12-03"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StayDates.self, from: reversed) }
    }
}
