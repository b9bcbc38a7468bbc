/// Money written for people: `1,234.50 USD`.
extension Money {
    /// The amount with two decimals, thousands grouped, and the currency code.
    public var displayText: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let cents = magnitude % 100
        return sign + Self.grouped(magnitude / 100) + "." + (cents < 10 ? "0" : "") + String(cents) + " " + currency
    }

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
