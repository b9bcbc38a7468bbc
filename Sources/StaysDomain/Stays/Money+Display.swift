/// Money written for people: `1,234.50 USD`, `120,000 KRW`, `1.250 BHD`.
extension Money {
    /// The amount with the currency's minor-unit digits, thousands grouped, and the currency code.
    public var displayText: String {
        let digits = Currency.minorDigits(of: currency)
        let scale = UInt(Currency.minorUnitsPerMajor(of: currency))
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let fraction = String(magnitude % scale)
        let decimals = digits == 0 ? "" : "." + String(repeating: "0", count: digits - fraction.count) + fraction
        return sign + Self.grouped(magnitude / scale) + decimals + " " + currency
    }

    /// The amount marked as approximate, as a converted price is shown: `≈ 120,000 KRW`.
    public var approximateText: String { "≈ " + displayText }

    /// A whole number with commas between thousands, e.g. `1,000,000`.
    public static func grouped(_ value: UInt) -> String {
        let digits = Array(String(value))
        var out = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
