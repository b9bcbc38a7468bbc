/// An amount of money in minor units (cents), so sums are exact.
public struct Money: Hashable, Sendable, Codable, Comparable {
    /// The amount in minor units, e.g. 12050 for 120.50.
    public let minorUnits: Int
    /// ISO 4217 code, e.g. "USD".
    public let currency: String

    /// Creates an amount.
    public init(minorUnits: Int, currency: String = "USD") {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The amount in major units, e.g. 120.5.
    public var amount: Double { Double(minorUnits) / 100 }

    /// Orders amounts of the same currency.
    public static func < (left: Money, right: Money) -> Bool { left.minorUnits < right.minorUnits }
}
