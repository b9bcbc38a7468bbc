import Hummingbird
import StaysDomain
import StaysWire

/// `/api/v1/places/…`: suggestions, nearby places, detail lists and one place, over the place protocols; each
/// names places in the request's language (`Accept-Language`, `RequestLanguage`) and says it varies by it.
struct PlaceRoutes {
    /// Suggestions as you type.
    let suggester: any PlaceSuggesting
    /// Popular places around a point.
    let nearbyFinder: any NearbyPlaceFinding
    /// The places behind a group or text.
    let detailSearcher: any PlaceDetailSearching
    /// Places by id.
    let placeLookup: any PlaceLookup
    /// Where a time zone's recommendations start; nil starts everyone at the fallback.
    let timeZoneFinder: (any TimeZonePlaceFinding)?
    /// The places a first page offers; nil offers none.
    let destinations: (any PopularDestinationListing)?
    /// Reads the language places are named in.
    let languages: RequestLanguage
    private let writer = SuggestionJSONWriter()

    /// Registers the routes under `group`.
    func add(to group: RouterGroup<StaysRequestContext>) {
        group.get("suggestions") { request, _ in try await suggestions(request) }
        group.get("nearby") { request, _ in try await nearby(request) }
        group.get("search") { request, _ in try await search(request) }
        group.get("starting-point") { request, _ in try await startingPoint(request) }
        group.get("destinations") { request, _ in try await destinationList(request) }
        group.get(":id") { request, context in try await place(request, context) }
    }

    // MARK: - Handlers

    /// `?q=TEXT&near=LAT,LON&limit=N` → `{"suggestions": [...]}`, as `stays places suggest --format json`.
    private func suggestions(_ request: Request) async throws -> Response {
        let query = try QueryString(request, for: .suggestPlaces)
        let suggestionQuery = try SuggestionQuery(
            text: try query.required("q"), near: try query.coordinate("near"),
            limit: try query.integer("limit", default: SuggestionQuery.defaultLimit),
            language: languages.language(of: request))
        let suggestions = try await suggester.suggestions(for: suggestionQuery)
        return WireResponse.json(
            body: ByteBuffer(bytes: writer.bytes(SuggestionsResponse(suggestions: suggestions))),
            headers: RequestLanguage.vary)
    }

    /// `?near=LAT,LON&limit=N` → `{"places": [...]}`, as `stays places nearby --format json`.
    private func nearby(_ request: Request) async throws -> Response {
        let query = try QueryString(request, for: .nearbyPlaces)
        guard let near = try query.coordinate("near") else { throw Problem.badRequest("near is required") }
        let places = try await nearbyFinder.nearbyPlaces(
            for: NearbyQuery(
                center: near, limit: try query.integer("limit", default: SuggestionQuery.defaultLimit),
                language: languages.language(of: request)))
        return try WireResponse.json(PlaceListResponse(results: places), headers: RequestLanguage.vary)
    }

    /// `?q=TEXT|group=ID&near=…&limit=N` → `{"places": [...]}`, as `stays places search --format json`.
    private func search(_ request: Request) async throws -> Response {
        let query = try QueryString(request, for: .searchPlaces)
        let subject: PlaceDetailQuery.Subject
        switch (query.text("q"), query.text("group")) {
        case (let text?, nil): subject = .text(text)
        case (nil, let group?): subject = .group(PlaceID(group))
        default: throw Problem.badRequest("give exactly one of q or group")
        }
        let places = try await detailSearcher.places(
            for: PlaceDetailQuery(
                subject: subject, near: try query.coordinate("near"), limit: try query.integer("limit", default: 20),
                language: languages.language(of: request)))
        return try WireResponse.json(PlaceListResponse(results: places), headers: RequestLanguage.vary)
    }

    /// `?timeZone=Asia/Seoul` → `{"name", "coordinate"}`: the zone's most populous place, or the shared fallback
    /// when the zone names none, as the terminal starts its recommendations.
    private func startingPoint(_ request: Request) async throws -> Response {
        let zone = try QueryString(request, for: .startingPoint).text("timeZone") ?? ""
        let start = try await timeZoneFinder?.startingPoint(inTimeZone: zone)
        return try WireResponse.json(start ?? StayRules.fallbackStart)
    }

    /// `?limit=N` → `{"places": [...]}`: the cities most worth travelling to, one per country.
    private func destinationList(_ request: Request) async throws -> Response {
        let limit = try QueryString(request, for: .popularDestinations).integer(
            "limit", default: SuggestionQuery.defaultLimit)
        guard (1...SuggestionQuery.maximumLimit).contains(limit) else {
            throw Problem.badRequest("limit must be 1 to \(SuggestionQuery.maximumLimit)")
        }
        let places =
            try await destinations?.popularDestinations(limit: limit, language: languages.language(of: request)) ?? []
        return try WireResponse.json(
            PlaceListResponse(results: places.map { PlaceWithDistance(place: $0, distanceKilometres: nil) }),
            headers: RequestLanguage.vary)
    }

    /// `/{id}` → one place as a list item, or 404.
    private func place(_ request: Request, _ context: StaysRequestContext) async throws -> Response {
        let id = try context.pathIdentifier()
        guard id.utf8.count <= 100,
            let place = try await placeLookup.place(withID: PlaceID(id), language: languages.language(of: request))
        else {
            throw Problem.notFound("no place has the id \(id.prefix(100))")
                .standing(for: PlaceQueryError.unknownPlace(PlaceID(String(id.prefix(100)))))
        }
        return try WireResponse.json(
            PlaceListItem(PlaceWithDistance(place: place, distanceKilometres: nil)), headers: RequestLanguage.vary)
    }
}
