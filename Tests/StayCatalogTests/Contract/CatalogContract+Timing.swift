import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Browsing and flexible dates

    /// Without dates every stay that fits the guests is listed, booked or not and whatever its minimum nights, priced
    /// by the night with no total and no dates; the price order is the nightly price's.
    func browsingWithoutDates() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(
                .fixture(id: "stay:0000001", nightlyCents: 9_000), booked: [.fixture("2030-03-01", "2030-04-01")]),
            CatalogFixture.seeded(.fixture(id: "stay:0000002", nightlyCents: 7_000, minimumNights: 30)),
            CatalogFixture.seeded(.fixture(id: "stay:0000003", nightlyCents: 5_000, maximumGuests: 1)),
        ])
        let query = try Self.query(.anyTime, sort: .price)
        let page = try await catalog.search(query)
        XCTAssertEqual(page.results.map(\.stay.id), ["stay:0000002", "stay:0000001"])
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(page.results.map(\.totalPrice), [nil, nil])
        XCTAssertEqual(page.results.map(\.dates), [nil, nil])
        let histogram = try await catalog.histogram(query, bucketCount: 4)
        XCTAssertEqual(histogram.total, 2)
    }

    /// Dates give or take two days list each stay with its nearest free window (earlier before later), totalled for
    /// it; a stay free on none is left out, also from the histogram.
    func flexibleAroundDates() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(.fixture(id: "stay:0000001"), booked: [.fixture("2030-03-05", "2030-03-08")]),
            CatalogFixture.seeded(.fixture(id: "stay:0000002")),
            CatalogFixture.seeded(.fixture(id: "stay:0000003"), blocked: [.fixture("2030-03-01", "2030-03-12")]),
        ])
        let query = try Self.query(.flexible(.around(.fixture("2030-03-05", "2030-03-07"), days: 2)), sort: .price)
        let page = try await catalog.search(query)
        let dates = Dictionary(uniqueKeysWithValues: page.results.map { ($0.stay.id, $0.dates) })
        XCTAssertEqual(page.total, 2)
        XCTAssertEqual(dates["stay:0000001"], .fixture("2030-03-03", "2030-03-05"))
        XCTAssertEqual(dates["stay:0000002"], .fixture("2030-03-05", "2030-03-07"))
        XCTAssertEqual(page.results.map(\.totalPrice), [Money(minorUnits: 27_000), Money(minorUnits: 27_000)])
        let histogram = try await catalog.histogram(query, bucketCount: 4)
        XCTAssertEqual(histogram.total, 2)
    }

    /// A weekend in March 2030 (Fridays 1, 8, 15, 22, 29) finds each stay's first free Friday-to-Sunday, and pages
    /// through them with cursors.
    func flexibleWeekendsInAMonth() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(.fixture(id: "stay:0000001"), blocked: [.fixture("2030-03-01", "2030-03-16")]),
            CatalogFixture.seeded(.fixture(id: "stay:0000002"), booked: [.fixture("2030-03-02", "2030-03-03")]),
            CatalogFixture.seeded(.fixture(id: "stay:0000003"), blocked: [.fixture("2030-03-01", "2030-04-01")]),
        ])
        let weekends = FlexibleDates.lengths(.weekend, inMonths: [.fixture("2030-03-20")])
        XCTAssertEqual(weekends.windows.map(\.checkIn.day), [1, 8, 15, 22, 29])
        let first = try await catalog.search(try Self.query(.flexible(weekends), pageSize: 1))
        let next = try Self.query(.flexible(weekends), pageSize: 1, cursor: first.nextCursor)
        let second = try await catalog.search(next)
        let found = Dictionary(uniqueKeysWithValues: (first.results + second.results).map { ($0.stay.id, $0.dates) })
        XCTAssertEqual(first.total, 2)
        XCTAssertNil(second.nextCursor)
        XCTAssertEqual(found["stay:0000001"], .fixture("2030-03-22", "2030-03-24"))
        XCTAssertEqual(found["stay:0000002"], .fixture("2030-03-08", "2030-03-10"))
    }

    // MARK: - Parts

    private static func query(
        _ timing: StayTiming, sort: StaySort = .recommended, pageSize: Int = 20, cursor: String? = nil
    ) throws -> StayQuery {
        try StayQuery(
            area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10), timing: timing,
            guests: .fixture(), sort: sort, pageSize: pageSize, cursor: cursor, today: CatalogFixture.today)
    }
}
