import StaysDomain

/// Prices converted into the guest's display currency (`?currency=`) at the shipped rates, in major units, beside the
/// stay's own: `{"currency", "nightlyPrice", "cleaningFee", "totalPrice", "approximate": true}`. Approximate: a
/// booking is charged in the stay's currency.
public struct DisplayPrice: Codable, Sendable, Equatable {
    /// ISO 4217 code of the converted prices.
    public let currency: String
    /// One night.
    public let nightlyPrice: Double
    /// The cleaning fee.
    public let cleaningFee: Double
    /// The whole stay converted from its total; `null` without dates.
    public let totalPrice: Double?
    /// Always true: converted prices are approximate.
    public let approximate: Bool

    /// The wire form of converted prices.
    public init(_ converted: ConvertedPrices) {
        currency = converted.currency
        nightlyPrice = converted.nightly.amount
        cleaningFee = converted.cleaningFee.amount
        totalPrice = converted.total?.amount
        approximate = true
    }

    // MARK: - Codable

    private enum CodingKeys: String, CodingKey {
        case currency, nightlyPrice, cleaningFee, totalPrice, approximate
    }

    /// Encodes every key, a missing total as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(nightlyPrice, forKey: .nightlyPrice)
        try container.encode(cleaningFee, forKey: .cleaningFee)
        try container.encode(totalPrice, forKey: .totalPrice)
        try container.encode(approximate, forKey: .approximate)
    }
}

extension ConvertedPrices {
    /// Rebuilds converted prices from the wire.
    public init(_ price: DisplayPrice) {
        self.init(
            nightly: Money(majorUnits: price.nightlyPrice, currency: price.currency),
            cleaningFee: Money(majorUnits: price.cleaningFee, currency: price.currency),
            total: price.totalPrice.map { Money(majorUnits: $0, currency: price.currency) })
    }
}
