import StaysDomain

/// Writes the Filters step's text in the catalogue's words: section and row titles, minimum values, the live count
/// and the badge.
struct StayFiltersLabels: Sendable {
    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Sections

    /// The heading above a row's section.
    func section(of row: StayFilterRowID) -> String {
        switch row {
        case .choice(.roomType): words.text("app.filters.section.room-type")
        case .minimum: words.text("app.filters.section.rooms")
        case .choice(.propertyKind): words.text("app.filters.section.property-kind")
        case .choice(.amenity): words.text("app.filters.section.amenities")
        }
    }

    // MARK: - Rows

    /// The row's name, e.g. "Entire place", "Cabin" or "Bedrooms".
    func title(for row: StayFilterRowID) -> String {
        switch row {
        case .choice(.roomType(let type)): words.text("app.room-type.\(type.rawValue)")
        case .choice(.propertyKind(let kind)): words.text("app.property-kind.\(kind.rawValue)")
        case .choice(.amenity(let amenity)): words.text("app.amenity.\(amenity.rawValue)")
        case .minimum(.bedrooms): words.text("app.filters.bedrooms")
        case .minimum(.beds): words.text("app.filters.beds")
        case .minimum(.bathrooms): words.text("app.filters.bathrooms")
        }
    }

    /// A minimum as the stepper shows it: "Any" for none, else e.g. "2+" or "1.5+".
    func value(_ minimum: Double) -> String {
        guard minimum > 0 else { return words.text("app.filters.any") }
        return (minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)) + "+"
    }

    // MARK: - Count and badge

    /// The live count: "Counting…", "1 stay", "12 stays" or why it failed.
    func count(_ count: StayFilterCount) -> String {
        switch count {
        case .counting: words.text("app.filters.counting")
        case .counted(let number): words.text("common.stays", count: number)
        case .failed(let message): words.text("app.filters.count-failed", ["reason": .text(message)])
        }
    }

    /// The filters in a summary: "Filters · 3" when any is set, nil when none is.
    func badge(for filters: StayFilters) -> String? {
        filters.isEmpty ? nil : words.text("app.filters.badge", ["count": .number(filters.count)])
    }

    /// The step's heading: the badge, or "Filters" when none is set.
    func title(for filters: StayFilters) -> String {
        badge(for: filters) ?? words.text("app.filters.heading")
    }
}
