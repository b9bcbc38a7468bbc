import StayCatalogCore

extension SQLiteStayCatalog {
    // MARK: - Migration v7

    /// v7: what the search filters test, beside each stay's other search columns in `stay_cells`: its type of place,
    /// kind and amenities packed as `facets` (`StayFacets`), and its bedrooms, beds and bathrooms. Existing stays get
    /// them from their rows.
    static let schemaV7 = """
        ALTER TABLE stay_cells ADD COLUMN facets INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE stay_cells ADD COLUMN bedrooms INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE stay_cells ADD COLUMN beds INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE stay_cells ADD COLUMN bathrooms REAL NOT NULL DEFAULT 0;
        UPDATE stay_cells SET (facets, bedrooms, beds, bathrooms) = (
            SELECT \(StayFacets.sql(lists: listsAmenity)), s.bedrooms, s.beds, s.bathrooms
            FROM stays AS s WHERE s.number = stay_cells.number);
        """

    /// Whether the `amenities` column (words joined by `amenitySeparator`) lists `name`.
    static func listsAmenity(_ name: String) -> String {
        "instr(char(31) || amenities || char(31), char(31) || '\(name)' || char(31)) > 0"
    }
}
