/// Blocks a stay's nights for its host, such as the nights another platform's calendar shows as booked.
public protocol NightBlocking: Sendable {
    /// Blocks every night of `spans` of stay `id` in one transaction: free nights become blocked, nights already
    /// blocked stay so, and nights a confirmed booking holds are left to the booking and reported, never blocked;
    /// throws `StayQueryError.unknownStay` for a stay the catalogue does not hold.
    func blockNights(of id: StayID, spans: [StayDates]) async throws -> NightBlockingOutcome
    /// Frees every blocked night of `spans` of stay `id` in one transaction and returns the nights freed, as spans in
    /// order (booked and already free nights are left as they are); throws `StayQueryError.unknownStay` for a stay
    /// the catalogue does not hold.
    func unblockNights(of id: StayID, spans: [StayDates]) async throws -> [StayDates]
}

/// What blocking asked-for nights did, each part as spans of consecutive nights in order.
public struct NightBlockingOutcome: Hashable, Sendable {
    /// The nights that were free and are now blocked.
    public let newlyBlocked: [StayDates]
    /// The nights that were blocked before.
    public let alreadyBlocked: [StayDates]
    /// The nights a confirmed booking holds; they were not blocked and the booking stands.
    public let collidingWithBookings: [StayDates]

    /// Creates an outcome from its three parts.
    public init(newlyBlocked: [StayDates], alreadyBlocked: [StayDates], collidingWithBookings: [StayDates]) {
        self.newlyBlocked = newlyBlocked
        self.alreadyBlocked = alreadyBlocked
        self.collidingWithBookings = collidingWithBookings
    }
}

// MARK: - Counting

extension Array where Element == StayDates {
    /// How many nights the spans hold together.
    public var nightCount: Int { reduce(0) { $0 + $1.nights } }
}
