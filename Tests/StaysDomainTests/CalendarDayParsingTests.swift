import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CalendarDayParsingTests {
    @Test func wellFormedTextRoundTrips() throws {
        let day = try CalendarDay(iso8601: "2028-02-29")
        #expect(day.year == 2028 && day.month == 2 && day.day == 29)
        #expect(day.iso8601 == "2028-02-29")
        #expect(try CalendarDay(year: 7, month: 3, day: 4).description == "0007-03-04")
    }

    @Test(arguments: ["2025/01/01", "2025-1-01", "25-01-01", "2025-01-01T00:00", " 2025-01-01", "2025-01-0x"])
    func textInAnotherShapeIsMalformed(text: String) {
        #expect(throws: CalendarDayError.malformed(text)) { try CalendarDay(iso8601: text) }
    }

    @Test func emptyTextSaysADateIsRequired() {
        #expect(throws: CalendarDayError.empty) { try CalendarDay(iso8601: "") }
    }

    @Test func impossibleDaysAreRejectedWithTheirNumbers() {
        #expect(throws: CalendarDayError.dayOutOfRange(29, month: 2, year: 2025)) {
            try CalendarDay(iso8601: "2025-02-29")
        }
        #expect(throws: CalendarDayError.monthOutOfRange(13)) { try CalendarDay(iso8601: "2025-13-01") }
        #expect(throws: CalendarDayError.monthOutOfRange(0)) { try CalendarDay(iso8601: "2025-00-10") }
        #expect(throws: CalendarDayError.yearOutOfRange(0)) { try CalendarDay(iso8601: "0000-01-01") }
    }

    @Test(arguments: ["2025-01-01\n", "2025-01-\u{0}1", "\u{1B}[2J-01-01", "２０２５-01-01", "2025-01-01\u{200B}"])
    func controlAndNonASCIICharactersAreMalformed(text: String) {
        #expect(throws: CalendarDayError.malformed(text)) { try CalendarDay(iso8601: text) }
    }

    @Test func errorMessageEscapesControlCharactersAndShortensHugeInput() {
        let escaped = CalendarDayError.malformed("20\u{1B}[2J").description
        #expect(escaped == #"expected a date written as YYYY-MM-DD, got "20\u{1B}[2J""#)
        let huge = String(repeating: "9", count: 100_000)
        #expect(throws: CalendarDayError.malformed(huge)) { try CalendarDay(iso8601: huge) }
        #expect(CalendarDayError.malformed(huge).description.count < 80)
    }

    @Test func impossibleDayMessageNamesTheMonth() {
        #expect(CalendarDayError.dayOutOfRange(29, month: 2, year: 2025).description == "month 2 of 2025 has no day 29")
    }

    // MARK: - JSON

    @Test func encodesAsABareString() throws {
        let data = try JSONEncoder().encode([CalendarDay.fixture("2026-11-05")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-05"]"#)
        #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [.fixture("2026-11-05")])
    }

    @Test func decodingRejectsAnImpossibleDay() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2025-02-29"]"#.utf8))
        }
    }
}
