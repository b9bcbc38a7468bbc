import Foundation
import StaysDomain

/// The currency data that ships with Stays (`scripts/make-currency-data.py`): the European Central Bank's euro
/// reference rates of one day, and the currency of each country (GeoNames).
public enum ShippedCurrencyData {
    /// The bundled rate table.
    public static var ratesFile: URL? {
        Bundle.module.url(forResource: "currency-rates", withExtension: "json")
    }

    /// The bundled country → currency table.
    public static var countriesFile: URL? {
        Bundle.module.url(forResource: "country-currencies", withExtension: "tsv")
    }

    // MARK: - Loading

    /// The shipped rates; throws `CurrencyDataError` saying which file is missing or damaged and how.
    public static func rates() throws(CurrencyDataError) -> CurrencyRates {
        let data = try contents(of: ratesFile, named: "currency-rates.json")
        do {
            return try CurrencyRates(json: data)
        } catch {
            throw .malformed("the shipped currency-rates.json cannot be used: \(error.description)")
        }
    }

    /// The shipped currency of each country; throws `CurrencyDataError` as `rates()` does.
    public static func countries() throws(CurrencyDataError) -> CountryCurrencies {
        let data = try contents(of: countriesFile, named: "country-currencies.tsv")
        do {
            return try CountryCurrencies(tsv: String(decoding: data, as: UTF8.self))
        } catch {
            throw .malformed("the shipped country-currencies.tsv cannot be used: \(error.description)")
        }
    }

    private static func contents(of url: URL?, named name: String) throws(CurrencyDataError) -> Data {
        guard let url, let data = try? Data(contentsOf: url) else {
            throw .malformed("the shipped \(name) is missing from this build of Stays")
        }
        return data
    }
}
