import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// A search in a display currency comes back through the client exactly as the local catalogue answers it.
@Suite struct CurrencyClientTests {
    /// Two nights in February around Seoul shown in won, at most `maximum` won a night, sorted by price.
    static func query(maximum: Double? = nil) throws -> StayQuery {
        let seoul = ClientHarness.seoul
        return try StayQuery(
            area: .place(id: seoul.id, center: seoul.coordinate, radiusKilometres: 10),
            dates: .fixture("2030-02-01", "2030-02-03"), guests: .fixture(adults: 2),
            price: try maximum.map { try PriceRange(minimum: nil, maximum: $0) }, currency: Currency(code: "KRW"),
            sort: .price, today: ClientHarness.today)
    }

    /// A page at most 100,000 won a night and the histogram in won, of `searcher`.
    static func answers(of searcher: any StaySearching) async throws -> (StayResultsPage, NightlyPriceHistogram) {
        (
            try await searcher.search(try query(maximum: 100_000)),
            try await searcher.histogram(try query(), bucketCount: 4)
        )
    }

    @Test func convertedPricesAndTheWonHistogramRoundTrip() async throws {
        let harness = try await ClientHarness()
        let local = try await Self.answers(of: harness.local)
        let remote = try await harness.remote { try await Self.answers(of: $0.stays) }

        #expect(local.0.results.map(\.stay.id) == ["stay:0000002"])
        #expect(local.0.results.first?.converted?.nightly == Money(minorUnits: 96_000, currency: "KRW"))
        #expect(local.0.results.first?.converted?.total == Money(minorUnits: 228_000, currency: "KRW"))
        #expect(local.1.currency == "KRW")
        #expect(remote.0.results.map(\.stay) == local.0.results.map(\.stay))
        #expect(remote.0.results.map(\.converted) == local.0.results.map(\.converted))
        #expect(remote.0.results.map(\.totalPrice) == local.0.results.map(\.totalPrice))
        #expect(remote.1 == local.1)
    }

    @Test func theClientReadsTheServersRateTable() async throws {
        let harness = try await ClientHarness()
        let rates = try await harness.remote { try await $0.stays.currencies() }
        #expect(rates == .fixture)
    }
}
