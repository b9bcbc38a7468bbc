/// Every operation of the HTTP API, named by its OpenAPI `operationId`: its method, its path (a path parameter as
/// `{id}`) and the query parameters it reads. The server's routes and the OpenAPI document are checked against this
/// table (`RouteTableTests`), the Swift client builds its requests from it, and the web app's paths are checked
/// against the document, so an operation cannot be added to one side only.
public enum APIOperation: String, CaseIterable, Sendable {
    case health, readiness, metrics, openAPIDocument
    case rules, languages, currencies
    case startingPoint, popularDestinations, suggestPlaces, nearbyPlaces, searchPlaces, place
    case searchStays, stayPriceHistogram, stay, stayCalendar
    case signUp, signIn, signOut
    case reserve, reservations, cancelReservation
    case hostListings, createListing, hostListing, updateListing, unlistListing, relistListing
    case hostCalendar, blockNights, unblockNights, replaceCalendarFeed, calendarFeed, hostReservations
    case importFeeds, addImportFeed, refreshImportFeed, removeImportFeed, uploadPhoto, removePhoto, photo
    case map

    /// An HTTP method the API uses.
    public enum Method: String, Sendable {
        case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
    }

    // MARK: - Table

    /// The operation's method.
    public var method: Method {
        switch self {
        case .signUp, .signIn, .reserve, .createListing, .unlistListing, .relistListing, .blockNights, .unblockNights,
            .replaceCalendarFeed, .addImportFeed, .refreshImportFeed, .uploadPhoto:
            .post
        case .updateListing: .put
        case .signOut, .cancelReservation, .removeImportFeed, .removePhoto: .delete
        default: .get
        }
    }

    /// The operation's path, a path parameter written `{id}`.
    public var path: String {
        switch self {
        case .health: "/healthz"
        case .readiness: "/readyz"
        case .metrics: "/metrics"
        case .openAPIDocument: "/openapi.yaml"
        case .rules: "/api/v1/rules"
        case .languages: "/api/v1/languages"
        case .currencies: "/api/v1/currencies"
        case .startingPoint: "/api/v1/places/starting-point"
        case .popularDestinations: "/api/v1/places/destinations"
        case .suggestPlaces: "/api/v1/places/suggestions"
        case .nearbyPlaces: "/api/v1/places/nearby"
        case .searchPlaces: "/api/v1/places/search"
        case .place: "/api/v1/places/{id}"
        case .searchStays: "/api/v1/stays"
        case .stayPriceHistogram: "/api/v1/stays/histogram"
        case .stay: "/api/v1/stays/{id}"
        case .stayCalendar: "/api/v1/stays/{id}/calendar"
        case .signUp: "/api/v1/accounts"
        case .signIn: "/api/v1/sessions"
        case .signOut: "/api/v1/sessions/current"
        case .reserve, .reservations: "/api/v1/reservations"
        case .cancelReservation: "/api/v1/reservations/{id}"
        case .hostListings, .createListing: "/api/v1/host/listings"
        case .hostListing, .updateListing: "/api/v1/host/listings/{id}"
        case .unlistListing: "/api/v1/host/listings/{id}/unlist"
        case .relistListing: "/api/v1/host/listings/{id}/relist"
        case .hostCalendar: "/api/v1/host/listings/{id}/calendar"
        case .blockNights: "/api/v1/host/listings/{id}/calendar/block"
        case .unblockNights: "/api/v1/host/listings/{id}/calendar/unblock"
        case .replaceCalendarFeed: "/api/v1/host/listings/{id}/calendar/feed"
        case .calendarFeed: "/calendars/{token}"
        case .hostReservations: "/api/v1/host/listings/{id}/reservations"
        case .importFeeds, .addImportFeed: "/api/v1/host/listings/{id}/feeds"
        case .refreshImportFeed: "/api/v1/host/listings/{id}/feeds/{feed}/refresh"
        case .removeImportFeed: "/api/v1/host/listings/{id}/feeds/{feed}"
        case .uploadPhoto: "/api/v1/host/listings/{id}/photos"
        case .removePhoto: "/api/v1/host/listings/{id}/photos/{photo}"
        case .photo: "/photos/{file}"
        case .map: "/api/v1/map"
        }
    }

    /// What a stay search and its histogram read: where (`place` and `radius`, or `bbox`), when, who, budget and
    /// display currency, filters, order and page.
    static let stayQueryNames = [
        "place", "radius", "bbox", "checkin", "checkout", "flexDays", "flexible", "months", "adults", "children",
        "infants", "pets", "minPrice", "maxPrice", "currency", "types", "kinds", "bedrooms", "beds", "bathrooms",
        "amenities", "sort", "limit", "cursor",
    ]

    /// The query parameters the operation reads.
    public var queryNames: [String] {
        switch self {
        case .startingPoint: ["timeZone"]
        case .popularDestinations: ["limit"]
        case .suggestPlaces: ["q", "near", "limit"]
        case .nearbyPlaces: ["near", "limit"]
        case .searchPlaces: ["q", "group", "near", "limit"]
        case .searchStays: Self.stayQueryNames
        case .stayPriceHistogram: Self.stayQueryNames + ["buckets"]
        case .stay, .reserve: ["currency"]
        case .stayCalendar, .hostCalendar: ["from", "to"]
        case .reservations: ["limit", "cursor", "currency"]
        case .map: ["bbox", "zoom"]
        default: []
        }
    }

    // MARK: - Building paths

    /// The path below `/api/v1` with `id` (percent-encoded by the caller) in place of `{id}`, as the Swift client
    /// sends it (its base URL ends in `/api/v1`).
    public func apiPath(id: String? = nil) -> String {
        let full = id.map { path.replacingOccurrences(of: "{id}", with: $0) } ?? path
        return full.hasPrefix("/api/v1") ? String(full.dropFirst("/api/v1".count)) : full
    }
}
