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

extension IndexedPlaceSuggester {
    /// The naive baseline over this index's cities.
    public func populationPrefixBaseline() -> PopulationPrefixBaseline {
        PopulationPrefixBaseline(index: index)
    }

    /// Whether the place has this name (compared folded), for checking a benchmark's data against the index.
    public func hasName(_ name: String, for id: PlaceID) -> Bool {
        guard let place = index.placesByKey[id.rawValue] else { return false }
        let folded = index.folder.fold(name).phrase
        return index.names(of: Int(place)).contains { name in
            index.folder.fold(index.storage.names.string(name)).phrase == folded
        }
    }

    /// The importance the index gives a place before any query, or nil for an unknown id.
    public func importance(of id: PlaceID) -> Float? {
        index.placesByKey[id.rawValue].map { index.placeDigests[Int($0)].importance }
    }
}
