import Foundation

/// One day's euro reference rates: how many units of each currency one euro buys, where they come from and of
/// which day. Converts between any two of its currencies through the euro; every converted amount is approximate.
public struct CurrencyRates: Hashable, Sendable {
    /// The day the rates are of.
    public let date: CalendarDay
    /// Who published them, e.g. "European Central Bank euro foreign exchange reference rates".
    public let source: String
    /// Units of each currency one euro buys, by code; the euro itself is 1.
    public let unitsPerEuro: [String: Double]

    /// No rates: every price converts only into its own currency.
    public static let none = CurrencyRates(
        checkedDate: CalendarDay(date: Date(timeIntervalSince1970: 0), timeZone: .gmt), source: "none",
        unitsPerEuro: ["EUR": 1])

    // MARK: - Creating

    /// Rates of `date` from `source`; throws `CurrencyDataError` for a code ISO 4217 does not list or a rate that is
    /// not a positive number. The euro is added at 1.
    public init(date: CalendarDay, source: String, unitsPerEuro: [String: Double]) throws(CurrencyDataError) {
        for (code, rate) in unitsPerEuro {
            guard Currency(code: code) != nil else { throw .unknownCode(code) }
            guard rate.isFinite, rate > 0 else { throw .badRate(code: code, rate: rate) }
        }
        self.init(checkedDate: date, source: source, unitsPerEuro: unitsPerEuro.merging(["EUR": 1]) { $1 })
    }

    private init(checkedDate: CalendarDay, source: String, unitsPerEuro: [String: Double]) {
        date = checkedDate
        self.source = source
        self.unitsPerEuro = unitsPerEuro
    }

    // MARK: - Currencies

    /// The currencies the rates convert between, by code: the display currencies a guest may choose.
    public var currencies: [Currency] {
        unitsPerEuro.keys.sorted().compactMap(Currency.init(code:))
    }

    /// Whether a price can be converted into and out of `currency`.
    public func converts(_ currency: Currency) -> Bool {
        unitsPerEuro[currency.code] != nil
    }

    /// The display currency a guest typed (any case, ISO 4217), or `CurrencyError.unknownCurrency` naming the
    /// currencies there are.
    public func displayCurrency(_ typed: String) throws(CurrencyError) -> Currency {
        guard let currency = Currency(typed: typed), converts(currency) else {
            throw .unknownCurrency(String(typed.prefix(12)), known: currencies.map(\.code))
        }
        return currency
    }

    // MARK: - Converting

    /// What one minor unit of `source` is worth in minor units of `target` (1 for the same currency), or nil when
    /// either has no rate.
    public func factor(from source: Currency, to target: Currency) -> Double? {
        guard source != target else { return 1 }
        guard let from = unitsPerEuro[source.code], let to = unitsPerEuro[target.code] else { return nil }
        let digits = Double(target.minorUnitsPerMajor) / Double(source.minorUnitsPerMajor)
        return to / from * digits
    }

    /// `money` in `target`, rounded to the nearest minor unit (halves away from zero); nil when either currency has
    /// no rate or `money`'s code is not ISO 4217.
    public func convert(_ money: Money, to target: Currency) -> Money? {
        guard let source = Currency(code: money.currency), let factor = factor(from: source, to: target) else {
            return nil
        }
        return Money(minorUnits: Self.minorUnits(money.minorUnits, times: factor), currency: target.code)
    }

    /// `minorUnits × factor` rounded to the nearest whole minor unit, halves away from zero, clamped to what an
    /// `Int` holds.
    public static func minorUnits(_ minorUnits: Int, times factor: Double) -> Int {
        let product = (Double(minorUnits) * factor).rounded()
        guard product.isFinite else { return product < 0 ? Int.min : Int.max }
        return Int(max(-9.2e18, min(9.2e18, product)))
    }
}
