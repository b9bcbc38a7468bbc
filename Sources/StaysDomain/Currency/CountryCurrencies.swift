/// The currency of each country (ISO 3166-1 alpha-2 → ISO 4217), as the shipped `country-currencies.tsv` lists it.
public struct CountryCurrencies: Hashable, Sendable {
    /// Currencies by country code.
    public let byCountry: [String: Currency]

    /// Wraps a table.
    public init(byCountry: [String: Currency]) {
        self.byCountry = byCountry
    }

    /// Reads the TSV `scripts/make-currency-data.py` writes: `#` comments, the header `country<TAB>currency`, then
    /// one `CC<TAB>CODE` line per country; throws `CurrencyDataError` naming the first line it cannot use.
    public init(tsv text: String) throws(CurrencyDataError) {
        var table: [String: Currency] = [:]
        var sawHeader = false
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard sawHeader else {
                guard fields == ["country", "currency"] else {
                    throw .malformed("country-currencies line \(offset + 1) is not the header country<TAB>currency")
                }
                sawHeader = true
                continue
            }
            guard fields.count == 2, fields[0].utf8.count == 2 else {
                throw .malformed("country-currencies line \(offset + 1) is not `CC<TAB>CODE`")
            }
            guard let currency = Currency(code: fields[1]) else { throw .unknownCode(fields[1]) }
            table[fields[0]] = currency
        }
        guard sawHeader else { throw .malformed("country-currencies has no header line") }
        self.init(byCountry: table)
    }

    // MARK: - Looking up

    /// The currency of the country, or nil when the table does not list it.
    public func currency(ofCountry code: String) -> Currency? {
        byCountry[code]
    }
}
