/// Cancel a signed-in guest's reservation: the refund follows the stay's `CancellationPolicy` on today where the stay
/// is; the catalogue keeps the reservation, cancelled with its refund, and frees its nights in one transaction.
public struct CancelReservation: Sendable {
    private let reserver: any GuestReserving
    private let today: StayToday

    /// The operation over a catalogue and the stays' calendars.
    public init(reserver: any GuestReserving, today: StayToday) {
        self.reserver = reserver
        self.today = today
    }

    /// Cancels the guest's reservation `id` and returns it with its refund; throws
    /// `StayQueryError.unknownReservation` for another guest's, an unknown or an already cancelled one.
    public func callAsFunction(_ id: String, of guest: AccountID) async throws -> Reservation {
        guard let reservation = try await reserver.reservation(withID: id, of: guest) else {
            throw StayQueryError.unknownReservation(id)
        }
        let day = try await today.at(reservation.stayID)
        return try await reserver.cancel(reservationID: id, of: guest, today: day)
    }
}
