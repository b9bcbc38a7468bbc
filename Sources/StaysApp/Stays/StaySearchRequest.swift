import StaysDomain

/// A stay search as typed on the command line, checked for shape; dates against today come later.
struct StaySearchRequest: Hashable, Sendable {
    /// A place id or the text to resolve to one.
    let place: String
    /// Kilometres around the place.
    let radiusKilometres: Double
    /// The nights.
    let dates: StayDates
    /// Who comes.
    let guests: GuestCounts
    /// Nightly budget, if any.
    let price: PriceRange?
    /// Order of results.
    let sort: StaySort
    /// Results per page.
    let limit: Int
    /// Where the previous page ended.
    let cursor: String?

    /// The query around a resolved place, checked against `today`.
    func query(around place: ResolvedPlace, today: CalendarDay) throws(StayCommandError) -> StayQuery {
        do {
            return try StayQuery(
                area: .place(id: place.id, center: place.coordinate, radiusKilometres: radiusKilometres),
                dates: dates, guests: guests, price: price, sort: sort, pageSize: limit, cursor: cursor, today: today)
        } catch {
            throw StayCommandError(error)
        }
    }
}

/// A place a search runs around.
struct ResolvedPlace: Hashable, Sendable {
    /// The place's id.
    let id: PlaceID
    /// Its name, for messages.
    let name: String
    /// Its centre.
    let coordinate: Coordinate
}
