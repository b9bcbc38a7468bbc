import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

/// Everything the SQLite and PostgreSQL catalogues both promise.
typealias ContractCatalog = StaySearching & StayLookup & Reserving & GuestReserving & AccountStoring
    & StayCalendarLoading & NightBlocking & StayUnavailabilityLoading & ListingEditing & ListingExportTokens
    & StayReservationListing & FeedSubscriptionStoring & ListingPhotoStoring
    & StaySeedWriting & StayCounting

/// The catalogue contract, written once: each check opens a fresh catalogue holding the given stays through
/// `open` and asserts what every catalogue must do. `SQLiteCatalogContractTests` and
/// `PostgresCatalogContractTests` run every check of `checks`.
struct CatalogContract: Sendable {
    /// Opens an empty catalogue and seeds it.
    let open: @Sendable ([SeededStay]) async throws -> any ContractCatalog

    // MARK: - Availability

    /// Nights touching a booking or a block at either end are taken; the changeover day is free.
    func availabilityEdges() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(
                .fixture(), blocked: [.fixture("2030-03-15", "2030-03-17")],
                booked: [.fixture("2030-03-05", "2030-03-10")])
        ])
        let expected = [
            ("2030-03-10", "2030-03-15", 1), ("2030-03-09", "2030-03-12", 0), ("2030-03-12", "2030-03-16", 0),
            ("2030-03-16", "2030-03-18", 0), ("2030-03-17", "2030-03-18", 1), ("2030-03-01", "2030-03-05", 1),
            ("2030-03-01", "2030-03-06", 0),
        ]
        for (checkIn, checkOut, total) in expected {
            let page = try await catalog.search(CatalogFixture.query(checkIn, checkOut))
            XCTAssertEqual(page.total, total, "\(checkIn)…\(checkOut)")
        }
    }

    /// Guests, pets and minimum nights filter searches and refuse bookings alike (the rules of `StayTerms`); a
    /// booking of exactly the minimum nights and the most guests goes through, and a stored price whose total does
    /// not fit is refused.
    func guestPetAndMinimumNightRules() async throws {
        let catalog = try await open([
            CatalogFixture.seeded(.fixture(id: "stay:0000001", maximumGuests: 3, minimumNights: 3, allowsPets: false)),
            CatalogFixture.seeded(.fixture(id: "stay:0000002", allowsPets: true)),
        ])
        let pets = try CatalogFixture.query("2030-03-01", "2030-03-05", guests: .fixture(pets: 1))
        let found1 = try await catalog.search(pets).results.map(\.stay.id)
        XCTAssertEqual(found1, ["stay:0000002"])
        let found2 = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-03")).total
        XCTAssertEqual(found2, 1)
        let crowd = try CatalogFixture.query("2030-03-01", "2030-03-05", guests: .fixture(adults: 3, infants: 2))
        let found3 = try await catalog.search(crowd).total
        XCTAssertEqual(found3, 2)
        await assertThrows(StayQueryError.belowMinimumNights(3)) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        }
        await assertThrows(StayQueryError.tooManyGuests(maximum: 3)) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-01", "2030-03-05"), guestName: "Kim",
                guests: .fixture(adults: 3, children: 1))
        }
        await assertThrows(StayQueryError.petsNotAllowed) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-01", "2030-03-05"), guestName: "Kim", guests: .fixture(pets: 1)
            )
        }
        let damaged = try await open([CatalogFixture.seeded(.fixture(nightlyCents: Int.max / 2))])
        await assertThrows(StayQueryError.priceOutOfRange) {
            try await damaged.reserve(
                "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Kim", guests: .fixture())
        }
        let edge = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Kim",
            guests: .fixture(adults: 2, children: 1, infants: 1))
        XCTAssertEqual(edge.dates.nights, 3)
    }

    // MARK: - Prices

    /// Totals are nights × nightly + cleaning in exact cents; the price range is inclusive on nightly prices.
    func priceArithmetic() async throws {
        let catalog = try await open(
            [9_999, 10_000, 15_000, 20_000].enumerated().map {
                CatalogFixture.seeded(
                    .fixture(id: StayID("stay:000000\($0.offset + 1)"), nightlyCents: $0.element, cleaningCents: 1_234))
            })
        let all = try await catalog.search(CatalogFixture.query("2030-03-01", "2030-03-04", sort: .price))
        XCTAssertEqual(all.results.first?.totalPrice, Money(minorUnits: 31_231))
        let range = try PriceRange(minimum: 100, maximum: 150)
        let page = try await catalog.search(
            CatalogFixture.query("2030-03-01", "2030-03-02", price: range, sort: .price))
        XCTAssertEqual(page.results.map(\.stay.nightlyPrice.minorUnits), [10_000, 15_000])
        let booking = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: " Kim ", guests: .fixture())
        XCTAssertEqual(booking.totalPrice, Money(minorUnits: 31_231))
        XCTAssertEqual(booking.guestName, "Kim")
    }

    /// The histogram ignores the price range, and its bars add up to its total.
    func histogramTotals() async throws {
        let prices = [5_000, 5_500, 7_000, 9_000, 12_000, 20_000, 20_000]
        let catalog = try await open(
            prices.enumerated().map {
                CatalogFixture.seeded(.fixture(id: StayID("stay:000000\($0.offset + 1)"), nightlyCents: $0.element))
            })
        let query = try CatalogFixture.query("2030-03-01", "2030-03-02", price: PriceRange(minimum: 0, maximum: 60))
        let histogram = try await catalog.histogram(query, bucketCount: 3)
        XCTAssertEqual(histogram.total, 7)
        XCTAssertEqual(histogram.buckets.map(\.count), [4, 1, 2])
        XCTAssertEqual(histogram.min, 50)
        XCTAssertEqual(histogram.max, 200)
        XCTAssertEqual(histogram.average, Double(prices.reduce(0, +)) / 7 / 100, accuracy: 1e-9)
        let empty = try await catalog.histogram(
            CatalogFixture.query("2030-03-01", "2030-03-02", radius: 0.001), bucketCount: 4)
        XCTAssertEqual(empty.buckets.map(\.count), [0, 0, 0, 0])
    }
}

/// Asserts that `body` throws exactly `expected`.
func assertThrows<Failure: Error & Equatable>(
    _ expected: Failure, file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> some Any
) async {
    do {
        _ = try await body()
        XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
    } catch let error as Failure {
        XCTAssertEqual(error, expected, file: file, line: line)
    } catch {
        XCTFail("expected \(expected), got \(error)", file: file, line: line)
    }
}
