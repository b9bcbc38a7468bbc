import StayCatalogCore

extension PostgresSchema {
    // MARK: - v6

    /// v6: what the search filters test, kept in the index a search scans: each stay's type of place, kind and
    /// amenities packed as `facets` (`StayFacets`; existing stays get theirs from their rows), and `stays_by_cell`
    /// rebuilt to include it with bedrooms, beds and bathrooms, so a filtered search stays an index-only scan.
    static let v6 = [
        "ALTER TABLE stays ADD COLUMN facets integer NOT NULL DEFAULT 0",
        "UPDATE stays SET facets = \(StayFacets.sql(lists: listsAmenity))",
        """
        CREATE INDEX stays_by_cell_with_facets ON stays (cell, number) INCLUDE (latitude, longitude, nightly_cents,
            cleaning_cents, rating, review_count, maximum_guests, minimum_nights, allows_pets, taken, facets,
            bedrooms, beds, bathrooms)
        """,
        "DROP INDEX stays_by_cell",
        "ALTER INDEX stays_by_cell_with_facets RENAME TO stays_by_cell",
    ]

    /// Whether the `amenities` column (words joined by the unit separator) lists `name`.
    private static func listsAmenity(_ name: String) -> String {
        "position(chr(31) || '\(name)' || chr(31) in chr(31) || amenities || chr(31)) > 0"
    }
}
