import StaysDomain

/// What the stay detail screen shows.
public struct StayDetailViewState: Hashable, Sendable {
    /// Where booking stands.
    public enum Status: Hashable, Sendable {
        /// Not asked yet.
        case ready
        /// Waiting for the catalogue.
        case reserving
        /// Booked, with the reservation id.
        case confirmed(String)
        /// A night is taken or blocked.
        case notAvailable
        /// The catalogue refused or failed, with a message.
        case failed(String)
    }

    /// The stay.
    public let stay: Stay
    /// `3 nights × 120.00 USD`.
    public let nightsText: String
    /// Nights × nightly price.
    public let nightsTotal: Money
    /// Charged once.
    public let cleaningFee: Money
    /// What the trip costs.
    public let total: Money
    /// Where booking stands.
    public let status: Status

    /// Creates a view state.
    public init(stay: Stay, nightsText: String, nightsTotal: Money, cleaningFee: Money, total: Money, status: Status) {
        self.stay = stay
        self.nightsText = nightsText
        self.nightsTotal = nightsTotal
        self.cleaningFee = cleaningFee
        self.total = total
        self.status = status
    }
}
