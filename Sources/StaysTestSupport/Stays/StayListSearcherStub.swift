import StaysDomain

/// Searches a fixed list of stays as a catalogue would for filters and budget (not for place, dates or guests):
/// one page of the stays `StayQuery.filters` admits within the price (all of them in one currency, the first stay's:
/// it converts nothing), in list order, and their prices' histogram. A
/// flexible search finds the n-th stay free in its n-th window (round again after the last); browsing without dates
/// finds them unpriced.
public struct StayListSearcherStub: StaySearching {
    private let stays: [Stay]

    /// Creates a stub searching `stays`.
    public init(stays: [Stay]) {
        self.stays = stays
    }

    // MARK: - StaySearching

    /// The first `pageSize` stays the filters admit within the price, each priced for its window of the query's.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        let matching = admitted(by: query).filter { stay in
            let price = stay.nightlyPrice.amount
            return price >= query.price?.minimum ?? 0 && price <= query.price?.maximum ?? .infinity
        }
        let windows = query.timing.windows
        let page = matching.prefix(query.pageSize).enumerated().map { index, stay in
            StaySearchResult.fixture(stay, dates: windows.isEmpty ? nil : windows[index % windows.count])
        }
        return StayResultsPage(total: matching.count, results: page, nextCursor: nil)
    }

    /// The nightly prices of the stays the filters admit, ignoring the price, in `bucketCount` bars of one width.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        let prices = admitted(by: query).map(\.nightlyPrice.amount)
        let currency = stays.first?.nightlyPrice.currency ?? "USD"
        guard let low = prices.min(), let high = prices.max(), bucketCount > 0 else {
            return NightlyPriceHistogram(currency: currency, total: 0, min: 0, max: 0, average: 0, buckets: [])
        }
        let width = max(1, (high - low + 1) / Double(bucketCount))
        let buckets = (0..<bucketCount).map { index in
            let lower = low + Double(index) * width
            let count = prices.filter { $0 >= lower && ($0 < lower + width || index == bucketCount - 1) }.count
            return NightlyPriceHistogram.Bucket(lower: lower, upper: lower + width, count: count)
        }
        return NightlyPriceHistogram(
            currency: currency, total: prices.count, min: low, max: high,
            average: prices.reduce(0, +) / Double(prices.count),
            buckets: buckets)
    }

    private func admitted(by query: StayQuery) -> [Stay] {
        stays.filter(query.filters.admits)
    }
}
