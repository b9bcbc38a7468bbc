import StaysDomain

extension PostgresSchema {
    // MARK: - v7

    /// The SQLSTATE v7 raises when a stay is priced in a currency ISO 4217 does not list.
    static let unknownCurrencyState = "ST001"

    /// v7: each stay's currency as its ISO 4217 numeric code (`Currency.number`), kept in the index a search scans
    /// so stays priced in different currencies are compared without reading their rows: `stays_by_cell` is rebuilt
    /// to include it. Existing stays get it from their `currency`; a catalogue holding a price in a currency ISO 4217
    /// does not list is refused, and the migration with it.
    static let v7 = [
        """
        DO $$
        DECLARE found text;
        BEGIN
            SELECT string_agg(DISTINCT currency, ', ') INTO found FROM stays WHERE currency NOT IN (\(isoCodes));
            IF found IS NOT NULL THEN
                RAISE EXCEPTION 'its stays are priced in %, which ISO 4217 does not list; seed it again with --replace',
                    found USING ERRCODE = '\(unknownCurrencyState)';
            END IF;
        END $$
        """,
        "ALTER TABLE stays ADD COLUMN currency_number smallint NOT NULL DEFAULT \(Currency.usDollar.number)",
        "UPDATE stays SET currency_number = \(numberSQL) WHERE currency <> '\(Currency.usDollar.code)'",
        """
        CREATE INDEX stays_by_cell_with_currency ON stays (cell, number) INCLUDE (latitude, longitude, nightly_cents,
            cleaning_cents, rating, review_count, maximum_guests, minimum_nights, allows_pets, taken, facets,
            bedrooms, beds, bathrooms, currency_number)
        """,
        "DROP INDEX stays_by_cell",
        "ALTER INDEX stays_by_cell_with_currency RENAME TO stays_by_cell",
    ]

    /// Every ISO 4217 code, quoted for an SQL list.
    private static var isoCodes: String {
        Currency.all.map { "'\($0.code)'" }.joined(separator: ", ")
    }

    /// The numeric code of the `currency` column's code.
    private static var numberSQL: String {
        "CASE currency " + Currency.all.map { "WHEN '\($0.code)' THEN \($0.number)" }.joined(separator: " ") + " END"
    }
}
