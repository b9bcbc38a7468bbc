/// Reserve a stay for a signed-in guest: the dates must be bookable today where the stay is; the catalogue then
/// checks the stay's `StayTerms` and stores the booking in one transaction, so two guests never get the same night.
public struct ReserveStay: Sendable {
    private let reserver: any GuestReserving
    private let today: StayToday

    /// The operation over a catalogue and the stays' calendars.
    public init(reserver: any GuestReserving, today: StayToday) {
        self.reserver = reserver
        self.today = today
    }

    /// Books `booking` in the guest's name (see `GuestReserving.reserve`), or throws the `StayQueryError` that
    /// refused it: dates in the past or too far ahead, a rule of the stay's terms, nights already taken.
    public func callAsFunction(_ booking: Booking, for guest: GuestAccount, idempotencyKey: String?) async throws
        -> Reservation
    {
        try booking.dates.checkBookable(today: try await today.at(booking.stayID))
        return try await reserver.reserve(booking, for: guest, idempotencyKey: idempotencyKey)
    }
}
