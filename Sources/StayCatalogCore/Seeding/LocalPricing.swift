import StaysDomain

/// Prices a synthetic listing in the currency of its country: its US-dollar price converted at the shipped rate and
/// rounded to a step that reads as a price there (whole euros and dollars, hundreds of yen, thousands of won: the
/// largest power of ten not above what one dollar buys, at least one whole unit). A country whose currency the
/// rates do not convert keeps US dollars. Draws nothing, so the same seed gives the same catalogue.
public struct LocalPricing: Sendable {
    /// Every listing in US dollars, as catalogues were priced before currencies.
    public static let usDollars = LocalPricing(countries: CountryCurrencies(byCountry: [:]), rates: .none)

    /// The currency of each country.
    let countries: CountryCurrencies
    /// The rates prices are converted at.
    let rates: CurrencyRates

    /// Prices in the currency `countries` gives each country, converted at `rates`.
    public init(countries: CountryCurrencies, rates: CurrencyRates) {
        self.countries = countries
        self.rates = rates
    }

    // MARK: - Pricing

    /// The currency stays in the country are priced in: its own when the rates convert it, else US dollars.
    public func currency(ofCountry code: String) -> Currency {
        guard let own = countries.currency(ofCountry: code), rates.converts(own),
            rates.converts(.usDollar)
        else { return .usDollar }
        return own
    }

    /// The nightly price (at least one step) and cleaning fee of a listing in `country`, from US cents.
    func prices(nightlyUSCents: Int, cleaningUSCents: Int, country: String) -> (nightly: Money, cleaning: Money) {
        let currency = currency(ofCountry: country)
        guard currency != .usDollar, let factor = rates.factor(from: .usDollar, to: currency) else {
            return (Money(minorUnits: nightlyUSCents), Money(minorUnits: cleaningUSCents))
        }
        let unitsPerDollar = factor * 100 / Double(currency.minorUnitsPerMajor)
        let step = Self.step(unitsPerDollar: unitsPerDollar) * currency.minorUnitsPerMajor
        func local(_ cents: Int) -> Int { Int((Double(cents) * factor / Double(step)).rounded()) * step }
        return (
            Money(minorUnits: max(step, local(nightlyUSCents)), currency: currency.code),
            Money(minorUnits: local(cleaningUSCents), currency: currency.code)
        )
    }

    /// The largest power of ten at or below `unitsPerDollar` (whole units of the currency), at least 1.
    static func step(unitsPerDollar: Double) -> Int {
        var step = 1
        while Double(step) * 10 <= unitsPerDollar { step *= 10 }
        return step
    }
}
