/// Suggests places for text as the user types it.
public protocol PlaceSuggesting: Sendable {
    /// The suggestions for a query, best first; empty or blank text gives none.
    func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion]
}

/// Finds the popular places around a point.
public protocol NearbyPlaceFinding: Sendable {
    /// Popular places around the point, best first, each with its distance; never empty for a valid point.
    func nearbyPlaces(for query: NearbyQuery) async throws -> [PlaceWithDistance]
}

/// Expands a group, region, country or free text into the list of real places it stands for.
public protocol PlaceDetailSearching: Sendable {
    /// The places, ranked by relevance and, when `near` is given, distance.
    func places(for query: PlaceDetailQuery) async throws -> [PlaceWithDistance]
}

/// Looks up a place by identifier, e.g. to resolve a stored choice.
public protocol PlaceLookup: Sendable {
    /// The place with this identifier, its name and subtitle in `language` (`ko`) where known, or nil.
    func place(withID id: PlaceID, language: String?) async throws -> Place?
}

extension PlaceLookup {
    /// The place with this identifier, named as the index names it, or nil.
    public func place(withID id: PlaceID) async throws -> Place? {
        try await place(withID: id, language: nil)
    }
}
