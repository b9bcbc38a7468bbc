import StaysDomain

/// The few columns of a stay that searching needs, read before the full rows of one page.
package struct StayCandidate: Sendable {
    /// The row number, the tie-break of every order.
    package let number: Int
    /// Where the stay is.
    package let coordinate: Coordinate
    /// Nightly price in minor units.
    package let nightlyCents: Int
    /// Cleaning fee in minor units.
    package let cleaningCents: Int
    /// ISO 4217 numeric code of the two prices (`Currency.number`).
    package let currencyNumber: Int
    /// Average rating, nil before the first review.
    package let rating: Double?
    /// Number of reviews.
    package let reviewCount: Int
    /// Which of the query's windows (`StayTiming.windows`) the stay is free in, the first that is; nil when the query
    /// has no dates.
    package let window: Int?

    /// Creates a candidate.
    package init(
        number: Int, coordinate: Coordinate, nightlyCents: Int, cleaningCents: Int,
        currencyNumber: Int = Currency.usDollar.number, rating: Double?, reviewCount: Int, window: Int? = nil
    ) {
        self.number = number
        self.coordinate = coordinate
        self.nightlyCents = nightlyCents
        self.cleaningCents = cleaningCents
        self.currencyNumber = currencyNumber
        self.rating = rating
        self.reviewCount = reviewCount
        self.window = window
    }
}

/// A candidate that passed every filter, with its price, distance and position in the query's order.
package struct RankedStay: Sendable {
    /// The candidate.
    package let candidate: StayCandidate
    /// Nights × nightly price + cleaning fee, in minor units of the stay's currency; nil when the query has no dates.
    package let totalCents: Int?
    /// Kilometres from the searched place's centre, when searching around a place.
    package let distanceKilometres: Double?
    /// The order's key: smaller comes first.
    package let sortKey: Double
    /// The nightly price in minor units of the price currency, as the budget and the histogram compare it.
    package let comparedNightly: Int

    /// Whether this stay comes before `other` (key, then row number).
    func precedes(_ other: RankedStay) -> Bool {
        sortKey != other.sortKey ? sortKey < other.sortKey : candidate.number < other.candidate.number
    }

    /// Whether this stay comes after the position a cursor marks.
    func follows(_ position: StayCursor) -> Bool {
        sortKey != position.sortKey ? sortKey > position.sortKey : candidate.number > position.number
    }
}
