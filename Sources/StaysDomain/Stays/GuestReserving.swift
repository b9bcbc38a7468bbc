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
    /// The guest's reservations, standing and cancelled, newest first.
    func reservations(of guest: AccountID) async throws -> [Reservation]
    /// Up to `limit` of the guest's reservations, newest first, after the page whose `nextCursor` is `cursor`; throws
    /// `StayQueryError.malformedCursor` for a cursor it did not make.
    func reservations(of guest: AccountID, limit: Int, after cursor: String?) async throws -> ReservationPage
    /// Cancels one of the guest's standing reservations on `today` (see `Reservation.cancelled(on:hoursSinceBooking:)`)
    /// and returns it with its refund; another guest's, an unknown or a cancelled one throws `unknownReservation`.
    func cancel(reservationID: String, of guest: AccountID, today: CalendarDay) async throws -> Reservation
}

extension GuestReserving {
    /// One of the guest's reservations, or nil when it is unknown or another guest's.
    public func reservation(withID id: String, of guest: AccountID) async throws -> Reservation? {
        try await reservations(of: guest).first { $0.id == id }
    }
}
