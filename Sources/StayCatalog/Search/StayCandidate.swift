import StaysDomain

/// The few columns of a stay that searching needs, read before the full rows of one page.
struct StayCandidate: Sendable {
    /// The row number, the tie-break of every order.
    let number: Int
    /// Where the stay is.
    let coordinate: Coordinate
    /// Nightly price in minor units.
    let nightlyCents: Int
    /// Cleaning fee in minor units.
    let cleaningCents: Int
    /// Average rating, nil before the first review.
    let rating: Double?
    /// Number of reviews.
    let reviewCount: Int
}

/// A candidate that passed every filter, with its price, distance and position in the query's order.
struct RankedStay: Sendable {
    /// The candidate.
    let candidate: StayCandidate
    /// Nights × nightly price + cleaning fee, in minor units.
    let totalCents: Int
    /// Kilometres from the searched place's centre, when searching around a place.
    let distanceKilometres: Double?
    /// The order's key: smaller comes first.
    let sortKey: Double

    /// Whether this stay comes before `other` (key, then row number).
    func precedes(_ other: RankedStay) -> Bool {
        sortKey != other.sortKey ? sortKey < other.sortKey : candidate.number < other.candidate.number
    }

    /// Whether this stay comes after the position a cursor marks.
    func follows(_ position: StayCursor) -> Bool {
        sortKey != position.sortKey ? sortKey > position.sortKey : candidate.number > position.number
    }
}
