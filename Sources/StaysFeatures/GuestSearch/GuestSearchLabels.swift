import StaysDomain

/// Writes the Who step's text: row titles, subtitles and the one-line summary.
struct GuestSearchLabels: Sendable {
    // MARK: - Rows

    /// The row's name.
    func title(for kind: GuestKind) -> String {
        switch kind {
        case .adults: "Adults"
        case .children: "Children"
        case .infants: "Infants"
        case .pets: "Pets"
        }
    }

    /// Who counts as this kind.
    func subtitle(for kind: GuestKind) -> String {
        switch kind {
        case .adults: "Ages 13 or above"
        case .children: "Ages 2–12"
        case .infants: "Under 2"
        case .pets: "Animals travelling with you"
        }
    }

    // MARK: - Summary

    /// The counts in one line: guests (adults and children), then infants and pets when any, e.g.
    /// "2 guests, 1 infant, 1 pet"; "Add guests" when nobody is coming.
    func summary(for counts: GuestCounts) -> String {
        guard !counts.isEmpty else { return "Add guests" }
        let parts = [
            counted(counts.occupancy, "guest", "guests"),
            counts.infants > 0 ? counted(counts.infants, "infant", "infants") : nil,
            counts.pets > 0 ? counted(counts.pets, "pet", "pets") : nil,
        ]
        return parts.compactMap { $0 }.joined(separator: ", ")
    }

    private func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
