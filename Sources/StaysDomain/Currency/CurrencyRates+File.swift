import Foundation

extension CurrencyRates {
    // MARK: - The shipped file

    /// The rates in the JSON that `scripts/make-currency-data.py` writes: `{"source", "date", "base": "EUR",
    /// "unitsPerEuro": {"USD": 1.1172, …}}`; throws `CurrencyDataError` for any other shape or value.
    public init(json: Data) throws(CurrencyDataError) {
        let file: RatesFile
        do {
            file = try JSONDecoder().decode(RatesFile.self, from: json)
        } catch {
            throw .malformed("the rate table is not the JSON of scripts/make-currency-data.py: \(error)")
        }
        guard file.base == "EUR" else { throw .malformed("the rate table's base must be EUR, got \(file.base)") }
        let date: CalendarDay
        do {
            date = try CalendarDay(iso8601: file.date)
        } catch {
            throw .malformed("the rate table's date: \(error.description)")
        }
        try self.init(date: date, source: file.source, unitsPerEuro: file.unitsPerEuro)
    }

    /// The file's members this reads.
    private struct RatesFile: Decodable {
        let source: String
        let date: String
        let base: String
        let unitsPerEuro: [String: Double]
    }
}
