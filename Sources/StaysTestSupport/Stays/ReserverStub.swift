import StaysDomain
import Synchronization

/// Books with a fixed answer or error and records what was asked; calls not set up throw.
public final class ReserverStub: Reserving {
    /// One recorded booking request.
    public struct Booking: Hashable, Sendable {
        /// The stay asked for.
        public let stayID: StayID
        /// The nights asked for.
        public let dates: StayDates
        /// The guest's name.
        public let guestName: String
        /// Who comes.
        public let guests: GuestCounts
    }

    private struct State {
        var bookings: [Booking] = []
    }

    private let reservation: Result<Reservation, StayQueryError>?
    private let existing: [Reservation]?
    private let cancelError: StayQueryError?
    private let state = Mutex(State())

    /// Creates a stub; `reservation` answers bookings, `existing` answers listings, `cancelError` fails cancels.
    public init(
        reservation: Result<Reservation, StayQueryError>? = nil, existing: [Reservation]? = nil,
        cancelError: StayQueryError? = nil
    ) {
        self.reservation = reservation
        self.existing = existing
        self.cancelError = cancelError
    }

    // MARK: - Recorded

    /// Every booking asked for, in order.
    public var receivedBookings: [Booking] { state.withLock { $0.bookings } }

    // MARK: - Reserving

    /// The reservation or error set up.
    public func reserve(_ stayID: StayID, dates: StayDates, guestName: String, guests: GuestCounts) async throws
        -> Reservation
    {
        state.withLock {
            $0.bookings.append(Booking(stayID: stayID, dates: dates, guestName: guestName, guests: guests))
        }
        guard let reservation else { throw TestDoubleError.unexpectedCall("reserve \(stayID)") }
        return try reservation.get()
    }

    /// Throws the error set up, if any; otherwise the reservation set up in `existing` with that id, cancelled on
    /// `today` a day after booking.
    public func cancel(reservationID: String, today: CalendarDay) async throws -> Reservation {
        if let cancelError { throw cancelError }
        guard let found = existing?.first(where: { $0.id == reservationID }) else {
            throw TestDoubleError.unexpectedCall("cancel \(reservationID)")
        }
        return found.cancelled(on: today, hoursSinceBooking: 24)
    }

    /// The reservations set up.
    public func reservations() async throws -> [Reservation] {
        guard let existing else { throw TestDoubleError.unexpectedCall("reservations") }
        return existing
    }
}
