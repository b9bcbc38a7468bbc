/// A stay search as typed on the command line or in a URL, checked for shape; dates against today come later.
public struct StaySearchRequest: Hashable, Sendable {
    /// A place id or the text to resolve to one.
    public let place: String
    /// Kilometres around the place.
    public let radiusKilometres: Double
    /// The nights.
    public let dates: StayDates
    /// Who comes.
    public let guests: GuestCounts
    /// Nightly budget, if any.
    public let price: PriceRange?
    /// Order of results.
    public let sort: StaySort
    /// Results per page.
    public let limit: Int
    /// Where the previous page ended.
    public let cursor: String?

    /// Creates a request.
    public init(
        place: String, radiusKilometres: Double, dates: StayDates, guests: GuestCounts, price: PriceRange?,
        sort: StaySort, limit: Int, cursor: String?
    ) {
        self.place = place
        self.radiusKilometres = radiusKilometres
        self.dates = dates
        self.guests = guests
        self.price = price
        self.sort = sort
        self.limit = limit
        self.cursor = cursor
    }

    /// The query around a resolved place, checked against `today`.
    public func query(around place: ResolvedPlace, today: CalendarDay) throws(StayQueryError) -> StayQuery {
        try StayQuery(
            area: .place(id: place.id, center: place.coordinate, radiusKilometres: radiusKilometres),
            dates: dates, guests: guests, price: price, sort: sort, pageSize: limit, cursor: cursor, today: today)
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
