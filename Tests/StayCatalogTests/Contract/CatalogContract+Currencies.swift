import Foundation
import StaysDomain
import StaysTestSupport
import XCTest

extension CatalogContract {
    // MARK: - Currencies

    /// Four stays near Seoul, one night each with no cleaning fee, at `CurrencyRates.fixture`: 100 dollars, 150,000
    /// won (125 dollars), 10,000 yen (78.13 dollars) and 90 euros (112.50 dollars).
    static let pricedStays = [
        Stay.fixture(id: "stay:0000001", nightlyCents: 10_000, cleaningCents: 0),
        Stay.fixture(id: "stay:0000002", nightlyCents: 150_000, cleaningCents: 0, currency: "KRW"),
        Stay.fixture(id: "stay:0000003", nightlyCents: 10_000, cleaningCents: 0, currency: "JPY"),
        Stay.fixture(id: "stay:0000004", nightlyCents: 9_000, cleaningCents: 0, currency: "EUR"),
    ]

    /// Stays priced in different currencies are filtered, ordered and counted in the display currency, each
    /// converted at the catalogue's rates (a search circle may cross a border); each keeps its own prices and gets
    /// converted ones, marked apart, only when its currency is not the display one.
    func mixedCurrencies() async throws {
        let catalog = try await open(Self.pricedStays.map { CatalogFixture.seeded($0) })
        let won = try XCTUnwrap(Currency(code: "KRW"))
        func query(_ currency: Currency, _ price: PriceRange? = nil) throws -> StayQuery {
            try StayQuery(
                area: .place(id: "geonames:1835848", center: CatalogFixture.seoul, radiusKilometres: 10),
                dates: .fixture("2030-03-01", "2030-03-02"), guests: .fixture(), price: price, currency: currency,
                sort: .price, today: CatalogFixture.today)
        }
        let ordered = try await catalog.search(try query(.usDollar)).results.map(\.stay.id)
        XCTAssertEqual(ordered, ["stay:0000003", "stay:0000001", "stay:0000004", "stay:0000002"])
        let budget = try await catalog.search(try query(.usDollar, PriceRange(minimum: 100, maximum: 120)))
        XCTAssertEqual(budget.results.map(\.stay.id), ["stay:0000001", "stay:0000004"])
        let edge = try await catalog.search(try query(won, PriceRange(minimum: 150_000, maximum: 150_000)))
        XCTAssertEqual(edge.results.map(\.stay.id), ["stay:0000002"])
        let inWon = try await catalog.search(try query(won)).results
        XCTAssertEqual(inWon.first?.converted?.nightly, Money(minorUnits: 93_750, currency: "KRW"))
        XCTAssertEqual(inWon.first?.converted?.total, Money(minorUnits: 93_750, currency: "KRW"))
        XCTAssertEqual(inWon.first?.stay.nightlyPrice, Money(minorUnits: 10_000, currency: "JPY"))
        XCTAssertNil(inWon.last?.converted, "a stay in won shows no converted price in won")
        let histogram = try await catalog.histogram(try query(won), bucketCount: 4)
        XCTAssertEqual(histogram.currency, "KRW")
        XCTAssertEqual(histogram.buckets.map(\.count), [1, 0, 2, 1])
        XCTAssertEqual(histogram.buckets.first?.lower, 80_000)
        XCTAssertEqual(histogram.min, 93_750)
        XCTAssertEqual(histogram.max, 150_000)
        let range = try XCTUnwrap(histogram.priceRange(keepingBars: 2...2))
        let barred = try await catalog.search(try query(won, range)).results.map(\.stay.id)
        XCTAssertEqual(Set(barred), ["stay:0000001", "stay:0000004"], "the bar's count is the count listed")
    }

    /// A booking is priced and stored in the stay's own currency, and listed back in it.
    func bookingInTheStaysCurrency() async throws {
        let catalog = try await open(
            [CatalogFixture.seeded(.fixture(nightlyCents: 150_000, cleaningCents: 30_000, currency: "KRW"))])
        let booking = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Kim", guests: .fixture())
        XCTAssertEqual(booking.totalPrice, Money(minorUnits: 480_000, currency: "KRW"))
        XCTAssertEqual(booking.nightlyPrice, Money(minorUnits: 150_000, currency: "KRW"))
        let listed = try await catalog.reservations()
        XCTAssertEqual(listed.map(\.totalPrice), [Money(minorUnits: 480_000, currency: "KRW")])
        XCTAssertEqual(listed.first?.cleaningFee, Money(minorUnits: 30_000, currency: "KRW"))
    }
}
