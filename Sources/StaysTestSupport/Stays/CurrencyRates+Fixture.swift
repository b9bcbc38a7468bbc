import StaysDomain

// MARK: - Fixtures

extension CurrencyRates {
    /// Round test rates of 2030-01-01: one euro buys 1.25 US dollars, 1,500 won, 160 yen and 0.4 Bahraini dinars, so
    /// one dollar is 1,200 won, 128 yen and 0.8 euro exactly.
    public static let fixture: CurrencyRates = {
        guard
            let rates = try? CurrencyRates(
                date: .fixture("2030-01-01"), source: "Test rates",
                unitsPerEuro: ["USD": 1.25, "KRW": 1500, "JPY": 160, "BHD": 0.4])
        else { preconditionFailure("the fixture rates are valid") }
        return rates
    }()
}
