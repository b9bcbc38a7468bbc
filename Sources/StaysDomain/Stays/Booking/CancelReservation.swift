import Foundation

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

    /// What cancelling each standing reservation now would refund, by id: the same rule, on today where each stay is
    /// and the hours since booking counted to `now`. Cancelled reservations are left out.
    public func refundsIfCancelled(_ reservations: [Reservation], at now: Date) async throws -> [String: Money] {
        var todays: [StayID: CalendarDay] = [:]
        var refunds: [String: Money] = [:]
        for reservation in reservations where reservation.status == .confirmed {
            let day: CalendarDay
            if let known = todays[reservation.stayID] {
                day = known
            } else {
                day = try await today.at(reservation.stayID)
                todays[reservation.stayID] = day
            }
            refunds[reservation.id] = reservation.refundIfCancelled(on: day, at: now)
        }
        return refunds
    }
}
