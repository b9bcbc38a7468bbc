/// A booking that passed a stay's terms, with what it costs.
public struct PricedBooking: Hashable, Sendable {
    /// How many nights.
    public let nights: Int
    /// Price of one night.
    public let nightlyPrice: Money
    /// Charged once per stay.
    public let cleaningFee: Money
    /// Nights × nightly price + cleaning fee.
    public let totalPrice: Money

    /// A priced booking.
    public init(nights: Int, nightlyPrice: Money, cleaningFee: Money, totalPrice: Money) {
        self.nights = nights
        self.nightlyPrice = nightlyPrice
        self.cleaningFee = cleaningFee
        self.totalPrice = totalPrice
    }
}
