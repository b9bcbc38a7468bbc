/// An amount of money in its currency's minor units (cents, or whole won and yen), so sums are exact.
public struct Money: Hashable, Sendable, Codable, Comparable {
    /// The amount in minor units, e.g. 12050 for 120.50 USD, 120000 for 120,000 KRW.
    public let minorUnits: Int
    /// ISO 4217 code, e.g. "USD".
    public let currency: String

    /// Creates an amount.
    public init(minorUnits: Int, currency: String = "USD") {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The amount in major units, e.g. 120.5 (the currency's minor-unit digits, `Currency.minorDigits(of:)`).
    public var amount: Double { Double(minorUnits) / Double(Currency.minorUnitsPerMajor(of: currency)) }

    /// Orders amounts of the same currency.
    public static func < (left: Money, right: Money) -> Bool { left.minorUnits < right.minorUnits }
}
