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
    /// The nights.
    public let dates: StayDates
    /// Who comes.
    public let guests: GuestCounts
    /// Nightly budget, if any.
    public let price: PriceRange?
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
        area: StaySearchArea, dates: StayDates, guests: GuestCounts, price: PriceRange?, filters: StayFilters = .none,
        sort: StaySort, limit: Int, cursor: String?
    ) {
        self.area = area
        self.dates = dates
        self.guests = guests
        self.price = price
        self.filters = filters
        self.sort = sort
        self.limit = limit
        self.cursor = cursor
    }

    // MARK: - Queries

    /// The query in `area`, checked against `today`.
    public func query(in area: StayArea, today: CalendarDay) throws(StayQueryError) -> StayQuery {
        try StayQuery(
            area: area, dates: dates, guests: guests, price: price, filters: filters, sort: sort, pageSize: limit,
            cursor: cursor, today: today)
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
