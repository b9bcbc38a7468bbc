import StaysDomain

/// The answer to `GET /api/v1/currencies`: the display currencies a guest may choose and the rate table prices are
/// converted at, with its source and day.
public struct CurrencyListResponse: Codable, Sendable, Equatable {
    /// Who published the rates, e.g. "European Central Bank euro foreign exchange reference rates".
    public let source: String
    /// The day the rates are of, `YYYY-MM-DD`.
    public let date: CalendarDay
    /// The currency the rates are quoted against: always "EUR".
    public let base: String
    /// The display currencies, by code.
    public let currencies: [CurrencyItem]

    /// The wire form of `rates`.
    public init(_ rates: CurrencyRates) {
        source = rates.source
        date = rates.date
        base = "EUR"
        currencies = rates.currencies.map { currency in
            CurrencyItem(
                code: currency.code, digits: currency.minorDigits, unitsPerEuro: rates.unitsPerEuro[currency.code] ?? 1)
        }
    }
}

/// One display currency: its ISO 4217 code, its minor-unit digits and what one euro buys of it.
public struct CurrencyItem: Codable, Sendable, Equatable {
    /// ISO 4217 code.
    public let code: String
    /// Digits after the decimal point (0 for KRW and JPY).
    public let digits: Int
    /// Units one euro buys.
    public let unitsPerEuro: Double
}

extension CurrencyRates {
    /// The rates a server sent; throws `CurrencyDataError` for a code or rate no table may hold.
    public init(_ response: CurrencyListResponse) throws(CurrencyDataError) {
        try self.init(
            date: response.date, source: response.source,
            unitsPerEuro: Dictionary(response.currencies.map { ($0.code, $0.unitsPerEuro) }) { first, _ in first })
    }
}
