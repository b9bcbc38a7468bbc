import StaysClient
import StaysDomain
import StaysTestSupport
import Testing

/// `StaySearching` and `StayLookup`, written once and run against the SQLite catalogue and the HTTP client.
@Suite struct StaySearchingContractTests {
    /// Everything the contract asks of a searcher.
    struct SearchAnswers: Equatable {
        let pages: [StayResultsPage]
        let filtered: StayResultsPage
        let histogram: NightlyPriceHistogram
    }

    // MARK: - The contract

    /// Pages through the stays one at a time, searches under a price cap, and asks for the histogram.
    static func searchAnswers(of searcher: any StaySearching) async throws -> SearchAnswers {
        var pages: [StayResultsPage] = []
        var cursor: String?
        repeat {
            let page = try await searcher.search(try query(pageSize: 1, cursor: cursor))
            pages.append(page.roundingDistances())
            cursor = page.nextCursor
        } while cursor != nil && pages.count < 5
        let filtered = try await searcher.search(try query(maximumPrice: 100))
        let histogram = try await searcher.histogram(try query(), bucketCount: 4)
        return SearchAnswers(pages: pages, filtered: filtered.roundingDistances(), histogram: histogram)
    }

    /// Looks up the loft and a stay that does not exist.
    static func lookupAnswers(of lookup: any StayLookup) async throws -> [Stay?] {
        [try await lookup.stay(withID: ClientHarness.loft.id), try await lookup.stay(withID: "stay:9999999")]
    }

    /// Two nights in February around Seoul for two adults, sorted by price.
    static func query(pageSize: Int = 20, cursor: String? = nil, maximumPrice: Double? = nil) throws -> StayQuery {
        let seoul = ClientHarness.seoul
        return try StayQuery(
            area: .place(id: seoul.id, center: seoul.coordinate, radiusKilometres: 10),
            dates: .fixture("2030-02-01", "2030-02-03"), guests: .fixture(adults: 2),
            price: try maximumPrice.map { try PriceRange(minimum: nil, maximum: $0) }, sort: .price, pageSize: pageSize,
            cursor: cursor, today: ClientHarness.today)
    }

    // MARK: - Both implementations

    @Test func theClientSearchesPagesAndCountsExactlyAsTheLocalCatalogue() async throws {
        let harness = try await ClientHarness()

        let local = try await Self.searchAnswers(of: harness.local)
        let remote = try await harness.remote { try await Self.searchAnswers(of: $0.stays) }

        #expect(local.pages.map { $0.results.map(\.stay.id) } == [["stay:0000002"], ["stay:0000001"]])
        #expect(local.pages.map(\.total) == [2, 2])
        #expect(local.filtered.results.map(\.stay) == [ClientHarness.cabin])
        #expect(local.histogram.total == 2)
        #expect(remote == local)
    }

    @Test func theClientLooksStaysUpExactlyAsTheLocalCatalogue() async throws {
        let harness = try await ClientHarness()

        let local = try await Self.lookupAnswers(of: harness.local)
        let remote = try await harness.remote { try await Self.lookupAnswers(of: $0.stays) }

        #expect(local == [ClientHarness.loft, nil])
        #expect(remote == local)
    }
}

extension StayResultsPage {
    /// The page with distances rounded to 0.1 km, as the wire carries them.
    func roundingDistances() -> StayResultsPage {
        StayResultsPage(
            total: total,
            results: results.map {
                StaySearchResult(
                    stay: $0.stay, totalPrice: $0.totalPrice, dates: $0.dates,
                    distanceKilometres: $0.distanceKilometres.map { ($0 * 10).rounded() / 10 })
            }, nextCursor: nextCursor)
    }
}
