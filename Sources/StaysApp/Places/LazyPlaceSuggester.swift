import PlaceSearch
import StaysDomain
import Synchronization

/// The domain's place protocols answered from a place index loaded on first use, once, then kept; a failed
/// load fails that call and every later one with the same error.
final class LazyPlaceSuggester: PlaceSuggesting, NearbyPlaceFinding, PlaceDetailSearching, PlaceLookup,
    TimeZonePlaceFinding, CountryPlaceListing
{
    private let load: @Sendable () throws -> PlaceIndex
    private let catalogues: @Sendable () -> [String: any Localizing]
    private let loaded = Mutex<Result<IndexedPlaceSuggester, any Error>?>(nil)

    /// Loads with `load` the first time a place is asked for, with the words of subtitles in other languages from
    /// `catalogues`; nothing is read before that.
    init(
        catalogues: @escaping @Sendable () -> [String: any Localizing] = { [:] },
        load: @escaping @Sendable () throws -> PlaceIndex
    ) {
        self.load = load
        self.catalogues = catalogues
    }

    // MARK: - Loading

    /// The index, loaded now when this is the first use; concurrent first uses wait for one load.
    func suggester() throws -> IndexedPlaceSuggester {
        try loaded.withLock { loaded in
            if let loaded { return try loaded.get() }
            let result = Result { IndexedPlaceSuggester(index: try load(), catalogues: catalogues()) }
            loaded = result
            return try result.get()
        }
    }

    // MARK: - Domain protocols

    /// Suggestions for a query.
    func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        try await suggester().suggestions(for: query)
    }

    /// Popular places around a point.
    func nearbyPlaces(for query: NearbyQuery) async throws -> [PlaceWithDistance] {
        try await suggester().nearbyPlaces(for: query)
    }

    /// The places behind a group, region, country or text.
    func places(for query: PlaceDetailQuery) async throws -> [PlaceWithDistance] {
        try await suggester().places(for: query)
    }

    /// The place with this identifier, named in `language` where the index has its name.
    func place(withID id: PlaceID, language: String?) async throws -> Place? {
        try await suggester().place(withID: id, language: language)
    }

    /// The most populous city in the IANA time zone.
    func mostPopulousPlace(inTimeZone identifier: String) async throws -> Place? {
        try await suggester().mostPopulousPlace(inTimeZone: identifier)
    }

    /// Up to `limit` cities of the country, most populous first.
    func places(inCountry code: String, limit: Int) async throws -> [Place] {
        try await suggester().places(inCountry: code, limit: limit)
    }
}
