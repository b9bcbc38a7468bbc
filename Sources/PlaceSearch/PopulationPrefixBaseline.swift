import Foundation
import StaysDomain

/// The naive suggester the typing benchmark compares the index with: cities' main names, and their names in
/// other scripts, matched by plain prefix and ranked by population alone.
public struct PopulationPrefixBaseline: Sendable {
    private let index: PlaceIndex
    /// Folded names with their place, sorted by name.
    private let entries: [(name: [UInt8], place: Int32)]

    init(index: PlaceIndex) {
        self.index = index
        var entries: [(name: [UInt8], place: Int32)] = []
        for place in index.cities(where: { _ in true }) {
            let names = index.names(of: place)
            for name in names {
                let text = index.storage.names.string(name)
                guard name == names.lowerBound || index.folder.hasNonLatinLetters(text) else { continue }
                entries.append((Self.fold(text), Int32(place)))
            }
        }
        entries.sort { $0.name.lexicographicallyPrecedes($1.name) }
        self.entries = entries
    }

    // MARK: - Suggesting

    /// The `limit` most populous cities with a name that starts with the text, most populous first.
    public func suggest(_ text: String, limit: Int) -> [PlaceSuggestion] {
        let prefix = Self.fold(text)
        guard !prefix.isEmpty else { return [] }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].name.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        var places: Set<Int32> = []
        while low < entries.count, entries[low].name.starts(with: prefix) {
            places.insert(entries[low].place)
            low += 1
        }
        let populations = index.storage.placePopulations
        let ranked = places.sorted { (populations[Int($0)], $1) > (populations[Int($1)], $0) }
        return ranked.prefix(limit).map { place in
            let found = index.place(at: Int(place))
            return PlaceSuggestion(
                id: found.id, kind: found.kind, title: found.name, subtitle: found.subtitle,
                coordinate: found.coordinate, matchCount: 1, titleHighlights: [], partial: nil)
        }
    }

    /// Lower case, no diacritics, precomposed: what a plain string prefix compares.
    private static func fold(_ text: String) -> [UInt8] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return Array(folded.precomposedStringWithCanonicalMapping.utf8)
    }
}
