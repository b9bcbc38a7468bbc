import StaysDomain

/// The domain's place protocols answered from the in-memory `PlaceIndex`.
public struct IndexedPlaceSuggester: PlaceSuggesting, NearbyPlaceFinding, PlaceDetailSearching, PlaceLookup {
    let index: PlaceIndex

    /// Serves queries from this index.
    public init(index: PlaceIndex) {
        self.index = index
    }

    /// How many places, areas, airports and groups the index holds.
    public var placeCount: Int { index.placeCount }

    // MARK: - Synchronous core

    /// Suggestions for a query, computed on the caller's thread.
    public func suggest(_ query: SuggestionQuery) -> [PlaceSuggestion] {
        let engine = SuggestionEngine(index: index)
        let (tokens, ranked) = engine.rank(
            query.text, near: query.near, bounds: query.bounds, limit: query.limit, includeGroups: true,
            keep: query.limit * 2)
        return SuggestionPresenter(index: index).suggestions(
            for: ranked, tokens: tokens, text: query.text, limit: query.limit)
    }

    /// Popular places around a point, computed on the caller's thread.
    public func nearby(_ query: NearbyQuery) -> [PlaceWithDistance] {
        NearbyRanker(index: index).nearby(query.center, limit: query.limit)
    }

    /// The places behind a group, region, country or text, computed on the caller's thread.
    public func detail(_ query: PlaceDetailQuery) throws(PlaceQueryError) -> [PlaceWithDistance] {
        let ranker = DetailRanker(index: index)
        switch query.subject {
        case .group(let id):
            guard let place = index.placesByKey[id.rawValue] else { throw .unknownPlace(id) }
            return ranker.members(of: Int(place), near: query.near, limit: query.limit)
        case .text(let text):
            let (_, ranked) = SuggestionEngine(index: index).rank(
                text, near: query.near, bounds: nil, limit: query.limit, includeGroups: false)
            return ranked.map { ranker.result(for: $0.place, near: query.near) }
        }
    }

    // MARK: - Domain protocols

    /// Suggestions for a query.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        suggest(query)
    }

    /// Popular places around a point.
    public func nearbyPlaces(for query: NearbyQuery) async throws -> [PlaceWithDistance] {
        nearby(query)
    }

    /// The places behind a group, region, country or text.
    public func places(for query: PlaceDetailQuery) async throws -> [PlaceWithDistance] {
        try detail(query)
    }

    /// The place with this identifier.
    public func place(withID id: PlaceID) async throws -> Place? {
        index.placesByKey[id.rawValue].map { index.place(at: Int($0)) }
    }
}
