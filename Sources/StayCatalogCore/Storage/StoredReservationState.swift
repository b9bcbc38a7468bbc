import StaysDomain

/// A reservation's policy, status and refund as both databases store them: text the schemas' CHECK constraints
/// limit to the enumerations' raw values, and a refund in cents only once cancelled.
package enum StoredReservationState {
    // MARK: - Reading

    /// The policy stored as `text`.
    package static func policy(_ text: String) -> CancellationPolicy {
        CancellationPolicy(rawValue: text) ?? .flexible
    }

    /// The status stored as `text`.
    package static func status(_ text: String) -> ReservationStatus {
        ReservationStatus(rawValue: text) ?? .confirmed
    }

    /// The refund stored as `cents`, in `currency`.
    package static func refund(_ cents: Int?, currency: String) -> Money? {
        cents.map { Money(minorUnits: $0, currency: currency) }
    }

    /// Hours between a booking stored at `createdAt` and `now` (seconds since 1970).
    package static func hoursSinceBooking(createdAt: Double, now: Double) -> Double {
        (now - createdAt) / 3_600
    }
}
