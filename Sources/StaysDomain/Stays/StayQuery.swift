/// Where to look for stays.
public enum StayArea: Hashable, Sendable {
    /// Within `radiusKilometres` of a place's coordinate (distances are measured from it).
    case place(id: PlaceID, center: Coordinate, radiusKilometres: Double)
    /// Inside a box.
    case box(BoundingBox)
}

/// How results are ordered.
public enum StaySort: String, Hashable, Sendable, Codable, CaseIterable {
    /// A blend of rating, reviews and nearness.
    case recommended
    /// Cheapest total first.
    case price
    /// Best rated first.
    case rating
    /// Nearest first.
    case distance
}

/// A range of nightly prices in major units of the search's price currency (`StayQuery.currency`, or the one most
/// stays found are priced in); either end may be open.
public struct PriceRange: Hashable, Sendable {
    /// Lowest nightly price, inclusive.
    public let minimum: Double?
    /// Highest nightly price, inclusive.
    public let maximum: Double?

    /// Creates a range, throwing for negative (or not-a-number) or swapped ends.
    public init(minimum: Double?, maximum: Double?) throws(StayQueryError) {
        if let minimum, !(minimum >= 0) { throw .negativePrice }
        if let maximum, !(maximum >= 0) { throw .negativePrice }
        if let minimum, let maximum, minimum > maximum { throw .swappedPrices }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The ends in minor units of `currency`, each rounded to the nearest (so 120.5 is 121 won and 12,050 cents).
    public func minorUnits(in currency: Currency) -> (minimum: Int?, maximum: Int?) {
        let scale = Double(currency.minorUnitsPerMajor)
        func units(_ amount: Double?) -> Int? { amount.map { Int(min(($0 * scale).rounded(), 9e18)) } }
        return (units(minimum), units(maximum))
    }
}

/// Everything a stay search asks: where, when, who, budget, filters, order and page.
public struct StayQuery: Hashable, Sendable {
    /// Where.
    public let area: StayArea
    /// When the stays must be free: any time, exact nights, or flexible windows.
    public let timing: StayTiming
    /// Who comes.
    public let guests: GuestCounts
    /// Nightly budget, if any, in major units of the price currency.
    public let price: PriceRange?
    /// The guest's display currency: the histogram, the budget and the price order are in it, and each stay priced
    /// in another gets its prices converted (approximately); nil shows each stay in its own currency and compares
    /// prices in the one most stays found are priced in.
    public let currency: Currency?
    /// Type of place, size and amenities the stays must have.
    public let filters: StayFilters
    /// Order of results.
    public let sort: StaySort
    /// Results per page (1–100).
    public let pageSize: Int
    /// Where the previous page ended, from `StayResultsPage.nextCursor`.
    public let cursor: String?

    /// Creates a query; dates are checked against `today` (no past check-in, at most 2 years ahead, at most
    /// 365 nights; a flexible search keeps the windows that pass) and at least one adult is required.
    public init(
        area: StayArea, timing: StayTiming, guests: GuestCounts, price: PriceRange? = nil, currency: Currency? = nil,
        filters: StayFilters = .none, sort: StaySort = .recommended, pageSize: Int = 20, cursor: String? = nil,
        today: CalendarDay
    ) throws(StayQueryError) {
        guard guests.adults > 0 else { throw .noAdults }
        guard (1...100).contains(pageSize) else { throw .pageSizeOutOfRange(pageSize) }
        if case .place(_, _, let radius) = area, !(radius > 0 && radius <= 500) { throw .radiusOutOfRange(radius) }
        self.timing = try timing.bookable(today: today)
        self.area = area
        self.guests = guests
        self.price = price
        self.currency = currency
        self.filters = filters
        self.sort = sort
        self.pageSize = pageSize
        self.cursor = cursor
    }

    /// Creates a query for exact nights, checked as `init(area:timing:…)` checks them.
    public init(
        area: StayArea, dates: StayDates, guests: GuestCounts, price: PriceRange? = nil, currency: Currency? = nil,
        filters: StayFilters = .none, sort: StaySort = .recommended, pageSize: Int = 20, cursor: String? = nil,
        today: CalendarDay
    ) throws(StayQueryError) {
        try self.init(
            area: area, timing: .nights(dates), guests: guests, price: price, currency: currency, filters: filters,
            sort: sort, pageSize: pageSize, cursor: cursor, today: today)
    }

    /// The exact nights, nil when browsing or flexible.
    public var dates: StayDates? { timing.exactDates }
}
