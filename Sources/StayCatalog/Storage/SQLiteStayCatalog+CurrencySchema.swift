import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Migration v8

    /// v8: each stay's currency beside its searched prices in `stay_cells`, as its ISO 4217 numeric code
    /// (`Currency.number`), so a search compares stays priced in different currencies without reading their rows.
    /// Existing stays get it from their row's `currency`; a catalogue holding a price in a currency ISO 4217 does not
    /// list is refused (`StoredCurrencyError`), and the migration with it.
    static func migrateToV8(_ db: Database) throws {
        let codes = try String.fetchAll(db, sql: "SELECT DISTINCT currency FROM stays ORDER BY currency")
        let currencies = codes.compactMap(Currency.init(code:))
        guard currencies.count == codes.count else {
            throw StoredCurrencyError(codes: codes.filter { Currency(code: $0) == nil })
        }
        try db.execute(
            sql:
                "ALTER TABLE stay_cells ADD COLUMN currency_number INTEGER NOT NULL DEFAULT \(Currency.usDollar.number)"
        )
        guard !currencies.isEmpty else { return }
        let cases = currencies.map { "WHEN '\($0.code)' THEN \($0.number)" }.joined(separator: " ")
        try db.execute(
            sql: """
                UPDATE stay_cells SET currency_number = (
                    SELECT CASE s.currency \(cases) END FROM stays AS s WHERE s.number = stay_cells.number)
                """)
    }
}

/// Stored prices in currencies ISO 4217 does not list, which no search can compare.
struct StoredCurrencyError: Error {
    /// The codes, as stored.
    let codes: [String]

    /// Why the catalogue cannot be used, for `StayCatalogError.failed`.
    var reason: String {
        let listed = codes.prefix(3).map(\.debugDescription).joined(separator: ", ")
        return "its stays are priced in \(listed), which ISO 4217 does not list; seed it again with --replace"
    }
}
