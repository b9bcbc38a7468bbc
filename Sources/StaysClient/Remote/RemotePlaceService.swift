import StaysDomain
import StaysWire

/// The place protocols over a Stays server: suggestions, nearby places, detail search and lookup by id. A query's
/// language goes as `Accept-Language`, and the server names places in it.
public struct RemotePlaceService: PlaceSuggesting, NearbyPlaceFinding, PlaceDetailSearching, PlaceLookup {
    private let api: StaysAPIClient

    /// Creates a service over the API.
    public init(api: StaysAPIClient) {
        self.api = api
    }

    // MARK: - PlaceSuggesting

    /// `GET /places/suggestions`; blank text gives none without asking. The server does not take `bounds`.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        guard !query.text.allSatisfy(\.isWhitespace) else { return [] }
        var items = [APIQueryItem("q", query.text), APIQueryItem("limit", String(query.limit))]
        if let near = query.near { items.append(Self.near(near)) }
        return try await api.get(.suggestPlaces, query: items, language: query.language, as: SuggestionsResponse.self)
            .suggestions
    }

    // MARK: - NearbyPlaceFinding

    /// `GET /places/nearby`; distances come back rounded to 0.1 km.
    public func nearbyPlaces(for query: NearbyQuery) async throws -> [PlaceWithDistance] {
        let items = [Self.near(query.center), APIQueryItem("limit", String(query.limit))]
        let response = try await api.get(
            .nearbyPlaces, query: items, language: query.language, as: PlaceListResponse.self)
        return response.places.map(PlaceWithDistance.init)
    }

    // MARK: - PlaceDetailSearching

    /// `GET /places/search`; distances come back rounded to 0.1 km.
    public func places(for query: PlaceDetailQuery) async throws -> [PlaceWithDistance] {
        var items: [APIQueryItem]
        switch query.subject {
        case .group(let id): items = [APIQueryItem("group", id.rawValue)]
        case .text(let text): items = [APIQueryItem("q", text)]
        }
        items.append(APIQueryItem("limit", String(query.limit)))
        if let near = query.near { items.append(Self.near(near)) }
        let response = try await api.get(
            .searchPlaces, query: items, language: query.language, as: PlaceListResponse.self)
        return response.places.map(PlaceWithDistance.init)
    }

    // MARK: - PlaceLookup

    /// `GET /places/{id}`, or nil when the server has no such place.
    public func place(withID id: PlaceID, language: String?) async throws -> Place? {
        let path = APIOperation.place.apiPath(id: APIQueryItem.percentEncoded(id.rawValue))
        return try await api.getIfFound(path, language: PlaceLanguage.code(language), as: PlaceListItem.self)
            .map { PlaceWithDistance($0).place }
    }

    /// `near=LAT,LON`.
    private static func near(_ coordinate: Coordinate) -> APIQueryItem {
        APIQueryItem(
            "near",
            APIQueryItem.plainDecimal(coordinate.latitude) + "," + APIQueryItem.plainDecimal(coordinate.longitude))
    }
}
