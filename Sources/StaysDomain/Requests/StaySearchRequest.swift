/// Where a typed stay search looks: around a place (an id, or text to resolve to one) or inside a box.
public enum StaySearchArea: Hashable, Sendable {
    /// Within `radiusKilometres` of the place `place` names.
    case place(String, radiusKilometres: Double)
    /// Inside the box.
    case box(BoundingBox)
}

/// A stay search as typed on the command line or in a URL, checked for shape; dates against today come later.
public struct StaySearchRequest: Hashable, Sendable {
    /// Where to look.
    public let area: StaySearchArea
    /// When: any time, exact nights or flexible.
    public let timing: StayTiming
    /// Who comes.
    public let guests: GuestCounts
    /// Nightly budget, if any, in major units of the price currency.
    public let price: PriceRange?
    /// The display currency, if one was chosen.
    public let currency: Currency?
    /// Type of place, rooms and amenities.
    public let filters: StayFilters
    /// Order of results.
    public let sort: StaySort
    /// Results per page.
    public let limit: Int
    /// Where the previous page ended.
    public let cursor: String?

    /// Creates a request.
    public init(
        area: StaySearchArea, timing: StayTiming, guests: GuestCounts, price: PriceRange?, currency: Currency? = nil,
        filters: StayFilters = .none, sort: StaySort, limit: Int, cursor: String?
    ) {
        self.area = area
        self.timing = timing
        self.guests = guests
        self.price = price
        self.currency = currency
        self.filters = filters
        self.sort = sort
        self.limit = limit
        self.cursor = cursor
    }

    // MARK: - Queries

    /// The query in `area`, checked against `today`.
    public func query(in area: StayArea, today: CalendarDay) throws(StayQueryError) -> StayQuery {
        try StayQuery(
            area: area, timing: timing, guests: guests, price: price, currency: currency, filters: filters, sort: sort,
            pageSize: limit, cursor: cursor, today: today)
    }
}

/// A place a search runs around.
public struct ResolvedPlace: Hashable, Sendable {
    /// The place's id.
    public let id: PlaceID
    /// Its name, for messages.
    public let name: String
    /// Its centre.
    public let coordinate: Coordinate

    /// Creates a resolved place.
    public init(id: PlaceID, name: String, coordinate: Coordinate) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }
}
