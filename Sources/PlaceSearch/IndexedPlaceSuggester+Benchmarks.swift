import StaysDomain

/// What the typing benchmark asks of the index beside suggestions: its naive baseline, and facts about places.
extension IndexedPlaceSuggester {
    /// The naive baseline over this index's cities.
    public func populationPrefixBaseline() -> PopulationPrefixBaseline {
        PopulationPrefixBaseline(index: index)
    }

    /// Whether the place has this name (compared folded, or held with a kind word: 경주 for 경주시), for checking a
    /// benchmark's data against the index.
    public func hasName(_ name: String, for id: PlaceID) -> Bool {
        guard let place = index.placesByKey[id.rawValue] else { return false }
        let folded = index.folder.fold(name).phrase
        return index.names(of: Int(place)).contains { name in
            let stored = index.storage.names.string(name)
            let forms = [stored] + PlaceNameLanguage.all.values.compactMap { $0.baseName(of: stored) }
            return forms.contains { index.folder.fold($0).phrase == folded }
        }
    }

    /// The importance the index gives a place before any query, or nil for an unknown id.
    public func importance(of id: PlaceID) -> Float? {
        index.placesByKey[id.rawValue].map { index.placeDigests[Int($0)].importance }
    }
}
