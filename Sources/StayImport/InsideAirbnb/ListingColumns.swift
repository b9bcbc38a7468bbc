/// Where each column an import reads sits in an Inside Airbnb `listings.csv`, found by name (the order changes
/// from year to year).
struct ListingColumns: Sendable {
    /// Columns without which a row cannot become a stay.
    static let required = ["id", "name", "latitude", "longitude", "room_type", "accommodates", "price"]
    /// Columns read when present.
    static let optional = [
        "host_name", "property_type", "bedrooms", "beds", "bathrooms_text", "bathrooms", "amenities",
        "minimum_nights", "review_scores_rating", "number_of_reviews", "cleaning_fee",
    ]

    private let positions: [String: Int]
    /// How many fields a record has.
    let count: Int

    /// The columns of a header row, or `missingColumn` for the first required one it lacks.
    init(header: [String], file: String) throws(ListingImportError) {
        var positions: [String: Int] = [:]
        for (index, name) in header.enumerated() {
            let column = name.trimmingCharacters(in: .whitespaces)
            if positions[column] == nil { positions[column] = index }
        }
        if let missing = Self.required.first(where: { positions[$0] == nil }) {
            throw .missingColumn(file: file, column: missing)
        }
        self.positions = positions
        count = header.count
    }

    // MARK: - Reading

    /// The trimmed value of `column` in `fields`, nil when the column is absent or the value blank.
    func value(_ column: String, in fields: [String]) -> String? {
        guard let index = positions[column], index < fields.count else { return nil }
        let value = fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
        return value.isEmpty ? nil : value
    }
}
