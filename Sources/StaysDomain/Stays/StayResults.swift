/// One stay in search results, priced for the nights it is free on.
public struct StaySearchResult: Hashable, Sendable {
    /// The stay.
    public let stay: Stay
    /// Nights × nightly price + cleaning fee; nil when browsing without dates.
    public let totalPrice: Money?
    /// The nights the total is for: the query's, or for a flexible search the stay's first free window; nil when
    /// browsing without dates.
    public let dates: StayDates?
    /// Kilometres from the searched place's centre, when searching around a place.
    public let distanceKilometres: Double?
    /// The prices in the search's display currency, when it asked for one other than the stay's: approximate.
    public let converted: ConvertedPrices?

    /// Creates a result.
    public init(
        stay: Stay, totalPrice: Money?, dates: StayDates? = nil, distanceKilometres: Double?,
        converted: ConvertedPrices? = nil
    ) {
        self.stay = stay
        self.totalPrice = totalPrice
        self.dates = dates
        self.distanceKilometres = distanceKilometres
        self.converted = converted
    }
}

/// One page of results.
public struct StayResultsPage: Hashable, Sendable {
    /// How many stays match in all.
    public let total: Int
    /// This page's stays.
    public let results: [StaySearchResult]
    /// Pass as `cursor` for the next page; nil on the last page.
    public let nextCursor: String?

    /// Creates a page.
    public init(total: Int, results: [StaySearchResult], nextCursor: String?) {
        self.total = total
        self.results = results
        self.nextCursor = nextCursor
    }
}

/// Nightly prices of the stays that match a query except its price range.
public struct NightlyPriceHistogram: Hashable, Sendable, Codable {
    /// One bar: stays with lower ≤ nightly price < upper; edges are round prices of one width.
    public struct Bucket: Hashable, Sendable, Codable {
        /// Lower edge in major units.
        public let lower: Double
        /// Upper edge in major units.
        public let upper: Double
        /// Stays in the bar.
        public let count: Int

        /// Creates a bar.
        public init(lower: Double, upper: Double, count: Int) {
            self.lower = lower
            self.upper = upper
            self.count = count
        }
    }

    /// ISO 4217 code of every price in it: the search's display currency, or the one most stays found are priced in.
    public let currency: String
    /// Stays counted; equals the sum of the bucket counts.
    public let total: Int
    /// Cheapest nightly price (0 when there are none).
    public let min: Double
    /// Dearest nightly price.
    public let max: Double
    /// Mean nightly price.
    public let average: Double
    /// The bars, cheapest first.
    public let buckets: [Bucket]

    /// Creates a histogram of prices in `currency`.
    public init(currency: String, total: Int, min: Double, max: Double, average: Double, buckets: [Bucket]) {
        self.currency = currency
        self.total = total
        self.min = min
        self.max = max
        self.average = average
        self.buckets = buckets
    }
}
