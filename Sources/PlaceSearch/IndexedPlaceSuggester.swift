import StaysDomain

/// The domain's place protocols answered from the in-memory `PlaceIndex`.
public struct IndexedPlaceSuggester: PlaceSuggesting, NearbyPlaceFinding, PlaceDetailSearching, PlaceLookup {
    let index: PlaceIndex
    /// The words subtitles are written with in each language (`place.subtitle.*`), by language code.
    let catalogues: [String: any Localizing]

    /// Serves queries from this index; a query in a language that `catalogues` lacks keeps the index's English
    /// words around its names.
    public init(index: PlaceIndex, catalogues: [String: any Localizing] = [:]) {
        self.index = index
        self.catalogues = catalogues
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
        return SuggestionPresenter(index: index, text: text(in: query.language)).suggestions(
            for: ranked, tokens: tokens, text: query.text, limit: query.limit)
    }

    /// Popular places around a point, computed on the caller's thread.
    public func nearby(_ query: NearbyQuery) -> [PlaceWithDistance] {
        text(in: query.language).localized(NearbyRanker(index: index).nearby(query.center, limit: query.limit))
    }

    /// The places behind a group, region, country or text, computed on the caller's thread.
    public func detail(_ query: PlaceDetailQuery) throws(PlaceQueryError) -> [PlaceWithDistance] {
        let ranker = DetailRanker(index: index)
        let results: [PlaceWithDistance]
        switch query.subject {
        case .group(let id):
            guard let place = index.placesByKey[id.rawValue] else { throw .unknownPlace(id) }
            results = ranker.members(of: Int(place), near: query.near, limit: query.limit)
        case .text(let text):
            let (_, ranked) = SuggestionEngine(index: index).rank(
                text, near: query.near, bounds: nil, limit: query.limit, includeGroups: false)
            results = ranked.map { ranker.result(for: $0.place, near: query.near) }
        }
        return text(in: query.language).localized(results)
    }

    /// The place with this identifier, named in `language` where the index has its name, computed on the caller's
    /// thread.
    public func place(id: PlaceID, language: String? = nil) -> Place? {
        index.placesByKey[id.rawValue].map { text(in: language).place(at: Int($0)) }
    }

    /// Names and words for a query in `language`.
    private func text(in language: String?) -> LocalizedPlaceText {
        LocalizedPlaceText(index: index, language: language, catalogues: catalogues)
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

    /// The place with this identifier, named in `language` where the index has its name.
    public func place(withID id: PlaceID, language: String?) async throws -> Place? {
        place(id: id, language: PlaceLanguage.code(language))
    }
}
