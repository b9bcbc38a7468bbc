/// Finds stays that are free for a query, and the spread of their prices.
public protocol StaySearching: Sendable {
    /// One page of stays free on every night of the dates, fitting the guests and the budget.
    func search(_ query: StayQuery) async throws -> StayResultsPage
    /// Nightly prices of the stays matching everything but the price range, in `bucketCount` bars.
    func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram
}

/// Looks a stay up by identifier.
public protocol StayLookup: Sendable {
    /// The stay, or nil.
    func stay(withID id: StayID) async throws -> Stay?
}

/// Books and cancels stays; a night can never be booked twice.
public protocol Reserving: Sendable {
    /// Books the nights, or throws `StayQueryError.notAvailable` when any of them is taken or blocked.
    func reserve(_ stayID: StayID, dates: StayDates, guestName: String, guests: GuestCounts) async throws -> Reservation
    /// Cancels a standing reservation on `today` (see `Reservation.cancelled(on:hoursSinceBooking:)`) and frees its
    /// nights; keeps it, cancelled with its refund, and returns it. Throws `StayQueryError.unknownReservation` for an
    /// unknown or already cancelled one.
    func cancel(reservationID: String, today: CalendarDay) async throws -> Reservation
    /// All reservations, standing and cancelled, newest first.
    func reservations() async throws -> [Reservation]
    /// Up to `limit` reservations, standing and cancelled, newest first, after the page whose `nextCursor` is `cursor`; throws
    /// `StayQueryError.malformedCursor` for a cursor it did not make.
    func reservations(limit: Int, after cursor: String?) async throws -> ReservationPage
}
