import Foundation
import StaysDomain

/// Lays out places and suggestions as aligned text columns for people, in the catalogue's words.
struct PlaceTableFormatter {
    /// The words, in the person's language.
    let words: any Localizing

    /// Suggestions as a table: title, subtitle, kind, id.
    func suggestions(_ suggestions: [PlaceSuggestion]) -> String {
        guard !suggestions.isEmpty else { return words.text("app.cli.no-suggestions") + "\n" }
        let rows = suggestions.map { suggestion in
            let count = suggestion.matchCount > 1 ? " (\(suggestion.matchCount))" : ""
            return [suggestion.title, suggestion.subtitle, kind(suggestion.kind) + count, suggestion.id.rawValue]
        }
        return table(header: ["app.table.title", "app.table.subtitle", "app.table.kind", "app.table.id"], rows: rows)
    }

    /// Places as a table: name, subtitle, kind, distance, id.
    func places(_ places: [PlaceWithDistance]) -> String {
        guard !places.isEmpty else { return words.text("app.cli.no-places") + "\n" }
        let rows = places.map { result in
            [
                result.place.name, result.place.subtitle, kind(result.place.kind),
                result.distanceKilometres.map(kilometres) ?? "", result.place.id.rawValue,
            ]
        }
        return table(
            header: ["app.table.name", "app.table.subtitle", "app.table.kind", "app.table.distance", "app.table.id"],
            rows: rows)
    }

    // MARK: - Layout

    /// A distance from its 0.1 km value (what the API answers, so a table reads the same over HTTP): one decimal
    /// below 10 km, whole kilometres above, in the locale's digits.
    func kilometres(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        let locale = Locale(identifier: words.localeIdentifier)
        let number =
            tenths < 10
            ? tenths.formatted(.number.precision(.fractionLength(1)).locale(locale))
            : Int(tenths.rounded()).formatted(.number.locale(locale))
        return words.text("app.distance.kilometres", ["distance": .text(number)])
    }

    private func kind(_ kind: PlaceKind) -> String {
        words.text("app.place-kind.\(kind.rawValue)")
    }

    /// A table under the headers the catalogue's messages `keys` name.
    private func table(header keys: [String], rows: [[String]]) -> String {
        TextTable(header: keys.map { words.text($0) }, rows: rows).text
    }
}
