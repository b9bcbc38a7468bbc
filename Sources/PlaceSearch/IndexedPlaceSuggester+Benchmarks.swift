import StaysDomain

/// What the typing benchmark asks of the index beside suggestions: its naive baseline, and facts about places.
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
