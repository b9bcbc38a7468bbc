import StaysDomain

/// Lays out places and suggestions as aligned text columns for people.
struct PlaceTableFormatter {
    /// Suggestions as a table: title, subtitle, kind, id.
    func suggestions(_ suggestions: [PlaceSuggestion]) -> String {
        guard !suggestions.isEmpty else { return "No suggestions.\n" }
        let rows = suggestions.map { suggestion in
            let count = suggestion.matchCount > 1 ? " (\(suggestion.matchCount))" : ""
            return [suggestion.title, suggestion.subtitle, suggestion.kind.rawValue + count, suggestion.id.rawValue]
        }
        return table(header: ["TITLE", "SUBTITLE", "KIND", "ID"], rows: rows)
    }

    /// Places as a table: name, subtitle, kind, distance, id.
    func places(_ places: [PlaceWithDistance]) -> String {
        guard !places.isEmpty else { return "No places.\n" }
        let rows = places.map { result in
            let distance = result.distanceKilometres.map { Self.kilometres($0) } ?? ""
            return [
                result.place.name, result.place.subtitle, result.place.kind.rawValue, distance,
                result.place.id.rawValue,
            ]
        }
        return table(header: ["NAME", "SUBTITLE", "KIND", "DISTANCE", "ID"], rows: rows)
    }

    // MARK: - Layout

    /// A distance from its 0.1 km value (what the API answers, so a table reads the same over HTTP): one decimal
    /// below 10 km, whole kilometres above.
    static func kilometres(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths < 10 ? "\(tenths) km" : "\(Int(tenths.rounded())) km"
    }

    private func table(header: [String], rows: [[String]]) -> String {
        TextTable(header: header, rows: rows).text
    }
}
