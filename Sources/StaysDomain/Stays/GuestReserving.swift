/// A booking a signed-in guest asks for.
public struct Booking: Hashable, Sendable {
    /// The stay to book.
    public let stayID: StayID
    /// The nights.
    public let dates: StayDates
    /// Who comes.
    public let guests: GuestCounts

    /// Creates a booking request.
    public init(stayID: StayID, dates: StayDates, guests: GuestCounts) {
        self.stayID = stayID
        self.dates = dates
        self.guests = guests
    }
}

/// Books, lists and cancels on behalf of one guest account; a guest never sees another's reservations.
public protocol GuestReserving: Sendable {
    /// Books the nights in the guest's name. The same `idempotencyKey` from the same guest returns the first
    /// answer instead of booking again; with a different booking it throws `StayQueryError.idempotencyKeyReused`.
    func reserve(_ booking: Booking, for guest: GuestAccount, idempotencyKey: String?) async throws -> Reservation
    /// The guest's current reservations, newest first.
    func reservations(of guest: AccountID) async throws -> [Reservation]
    /// Up to `limit` of the guest's reservations, newest first, after the page whose `nextCursor` is `cursor`; throws
    /// `StayQueryError.malformedCursor` for a cursor it did not make.
    func reservations(of guest: AccountID, limit: Int, after cursor: String?) async throws -> ReservationPage
    /// Cancels one of the guest's reservations; another guest's or an unknown id throws `unknownReservation`.
    func cancel(reservationID: String, of guest: AccountID) async throws
}
