import StaysDomain
import StaysTestSupport
import Testing

@testable import StayImport

/// A calendar's unavailable nights, from today on, become the imported listings' blocked nights.
@Suite struct InsideAirbnbCalendarTests {
    private static func batch(_ ids: [String]) -> ListingImportBatch {
        ListingImportBatch(
            stays: ids.map { SeededStay(stay: .fixture(id: StayID($0)), blockedNights: [], reservations: []) })
    }

    private static let header = "listing_id,date,available,price,adjusted_price,minimum_nights,maximum_nights"

    @Test func unavailableNightsFromTodayOnAreJoinedIntoSpans() throws {
        let rows = [
            Self.header, "7,2030-03-01,f,$1,,1,30", "7,2030-03-02,f,$1,,1,30", "7,2030-03-03,t,$1,,1,30",
            "7,2030-03-05,f,$1,,1,30", "7,2030-02-27,f,$1,,1,30", "8,2030-03-01,f,$1,,1,30", "7,soon,f,$1,,1,30",
        ]
        let repeatedOutOfOrder = ["7,2030-03-02,f,$1,,1,30", "7,2030-03-01,f,$1,,1,30"]
        let result = try InsideAirbnbCalendar(today: .fixture("2030-03-01"))
            .blocking(
                Self.batch(["stay:airbnb-7"]),
                calendar: Array((rows + repeatedOutOfOrder).joined(separator: "\r\n").utf8), file: "c.csv")

        #expect(
            result.batch.stays.first?.blockedNights == [
                .fixture("2030-03-01", "2030-03-03"), .fixture("2030-03-05", "2030-03-06"),
            ])
        #expect((result.blockedNights, result.blockedListings, result.skippedRows) == (3, 1, 3))
    }

    @Test func aFileWithoutTheColumnsOrWithAShortRowIsRefused() {
        #expect(throws: ListingImportError.missingColumn(file: "c.csv", column: "available")) {
            try InsideAirbnbCalendar(today: .fixture("2030-03-01"))
                .blocking(Self.batch([]), calendar: Array("listing_id,date\n7,2030-03-01\n".utf8), file: "c.csv")
        }
        #expect(throws: ListingImportError.fieldCount(file: "c.csv", line: 2, expected: 7, found: 2)) {
            try InsideAirbnbCalendar(today: .fixture("2030-03-01"))
                .blocking(Self.batch([]), calendar: Array((Self.header + "\n7,f\n").utf8), file: "c.csv")
        }
    }
}
