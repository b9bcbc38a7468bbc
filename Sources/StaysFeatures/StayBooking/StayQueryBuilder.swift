import StaysDomain

/// Turns the draft into a stay search: the chosen place's area, the timing (exact, give or take, flexible lengths or
/// any dates; the coming weekend when skipped), the guests (one adult when nobody was counted) and the filters.
public struct StayQueryBuilder: Sendable {
    // MARK: - Dependencies

    private let today: any TodayProviding
    private let pageSize: Int

    // MARK: - Creating

    /// Creates a builder of queries checked against `today`, showing `pageSize` stays a page.
    public init(today: any TodayProviding, pageSize: Int = 10) {
        self.today = today
        self.pageSize = pageSize
    }

    // MARK: - Building

    /// The draft with its gaps filled: the coming weekend when the dates were skipped, one adult when nobody was.
    public func filled(_ draft: StayQueryDraft) -> StayQueryDraft {
        var filled = draft
        if filled.timing == nil { filled.timing = .nights(comingWeekend()) }
        if filled.guests.isEmpty, let one = try? GuestCounts(adults: 1, children: 0, infants: 0, pets: 0) {
            filled.guests = one
        }
        return filled
    }

    /// Friday night to Sunday morning of the first Friday after today.
    public func comingWeekend() -> StayDates {
        let day = today.today()
        let friday = 6
        let ahead = (friday - day.weekday + 7) % 7
        let checkIn = day.adding(days: ahead == 0 ? 7 : ahead)
        guard let weekend = try? StayDates(checkIn: checkIn, checkOut: checkIn.adding(days: 2)) else {
            preconditionFailure("two nights from \(checkIn) always make a stay")
        }
        return weekend
    }

    /// The search around `place` for the filled draft and its filters within `price`, or why it was refused.
    public func query(at place: ChosenPlace, draft: StayQueryDraft, price: PriceRange?) throws(StayQueryError)
        -> StayQuery
    {
        let filled = filled(draft)
        let area = StayArea.place(
            id: place.id, center: place.coordinate, radiusKilometres: Self.radius(for: place.kind))
        return try StayQuery(
            area: area, timing: filled.timing ?? .nights(comingWeekend()), guests: filled.guests, price: price,
            filters: filled.filters, pageSize: pageSize, today: today.today())
    }

    /// Kilometres searched around a place: 10 around a city or airport, 100 across a region, 500 (the most a
    /// query allows) across a country.
    public static func radius(for kind: PlaceKind) -> Double {
        switch kind {
        case .city, .airport, .group: 10
        case .region: 100
        case .country: 500
        }
    }
}
