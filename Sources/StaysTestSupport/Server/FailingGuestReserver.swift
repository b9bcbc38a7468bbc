import StaysDomain
import Synchronization

/// A `GuestReserving` whose every call throws the error it was made with, counting the calls.
public final class FailingGuestReserver: GuestReserving {
    private let error: any Error
    private let calls = Mutex(0)

    /// Creates a reserver that throws `error`.
    public init(error: any Error) {
        self.error = error
    }

    /// How many calls were made.
    public var callCount: Int { calls.withLock { $0 } }

    /// Throws the error.
    public func reserve(_ booking: Booking, for guest: GuestAccount, idempotencyKey: String?) async throws
        -> Reservation
    {
        calls.withLock { $0 += 1 }
        throw error
    }

    /// Throws the error.
    public func reservations(of guest: AccountID) async throws -> [Reservation] {
        calls.withLock { $0 += 1 }
        throw error
    }

    /// Throws the error.
    public func cancel(reservationID: String, of guest: AccountID, today: CalendarDay) async throws -> Reservation {
        calls.withLock { $0 += 1 }
        throw error
    }
}
