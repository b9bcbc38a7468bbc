import StaysDomain

/// Writes the Filters step's text: section and row titles, minimum values, the live count and the badge.
struct StayFiltersLabels: Sendable {
    // MARK: - Sections

    /// The heading above a row's section.
    func section(of row: StayFilterRowID) -> String {
        switch row {
        case .choice(.roomType): "Type of place"
        case .minimum: "Rooms and beds"
        case .choice(.propertyKind): "Property type"
        case .choice(.amenity): "Amenities"
        }
    }

    // MARK: - Rows

    /// The row's name.
    func title(for row: StayFilterRowID) -> String {
        switch row {
        case .choice(.roomType(let type)): title(for: type)
        case .choice(.propertyKind(let kind)): kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        case .choice(.amenity(let amenity)): title(for: amenity)
        case .minimum(.bedrooms): "Bedrooms"
        case .minimum(.beds): "Beds"
        case .minimum(.bathrooms): "Bathrooms"
        }
    }

    /// A minimum as the stepper shows it: "Any" for none, else e.g. "2+" or "1.5+".
    func value(_ minimum: Double) -> String {
        guard minimum > 0 else { return "Any" }
        return (minimum.rounded() == minimum ? String(Int(minimum)) : String(minimum)) + "+"
    }

    private func title(for type: RoomType) -> String {
        switch type {
        case .entirePlace: "Entire place"
        case .privateRoom: "Private room"
        case .sharedRoom: "Shared room"
        }
    }

    private func title(for amenity: Amenity) -> String {
        switch amenity {
        case .wifi: "Wifi"
        case .tv: "TV"
        case .selfCheckIn: "Self check-in"
        default: amenity.listedName.prefix(1).uppercased() + amenity.listedName.dropFirst()
        }
    }

    // MARK: - Count and badge

    /// The live count: "Counting…", "1 stay", "12 stays" or why it failed.
    func count(_ count: StayFilterCount) -> String {
        switch count {
        case .counting: "Counting…"
        case .counted(let number): number == 1 ? "1 stay" : "\(number) stays"
        case .failed(let message): "Could not count stays: \(message)"
        }
    }

    /// The filters in a summary: "Filters · 3" when any is set, nil when none is.
    func badge(for filters: StayFilters) -> String? {
        filters.isEmpty ? nil : "Filters · \(filters.count)"
    }

    /// The step's heading: the badge, or "Filters" when none is set.
    func title(for filters: StayFilters) -> String {
        badge(for: filters) ?? "Filters"
    }
}
