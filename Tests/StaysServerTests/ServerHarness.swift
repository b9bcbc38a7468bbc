import Foundation
import Hummingbird
import HummingbirdTesting
import StayCalendarSync
import StayCatalog
import StayPhotos
import StaysAccounts
import StaysDomain
import StaysServer
import StaysTestSupport

/// A server over a real SQLite catalogue in a temporary folder, real accounts (bcrypt at its lowest cost) and
/// place doubles; removed when released.
final class ServerHarness: Sendable {
    static let today = CalendarDay.fixture("2030-01-01")
    static let seoul = Place.fixture(id: "geonames:1835848")
    static let loft = Stay.fixture(id: "stay:0000001", coordinate: .init(latitude: 37.57, longitude: 126.98))
    static let cabin = Stay.fixture(
        id: "stay:0000002", title: "Quiet cabin", nightlyCents: 8_000, maximumGuests: 2, minimumNights: 2,
        coordinate: .init(latitude: 37.58, longitude: 126.99))

    let folder: URL
    let catalog: SQLiteStayCatalog
    let server: StaysServer

    /// Creates the harness; `services` may replace any of the real or double services.
    init(
        suggestions: [PlaceSuggestion] = [.fixture()], clock: @escaping @Sendable () -> Date = { Date() },
        feedFetcher: any CalendarFeedFetching = FeedFetcherStub(result: .failure(.timedOut)),
        replacing: (StaysServices) -> StaysServices = { $0 }
    ) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        catalog = try SQLiteStayCatalog(path: folder.appendingPathComponent("stays.sqlite").path, rates: .fixture)
        try await catalog.seed(
            stays: [Self.loft, Self.cabin].map { SeededStay(stay: $0, blockedNights: [], reservations: []) }
        ) { _, _ in }
        let accounts = StoredGuestAccounts(store: catalog, hasher: BcryptPasswordHasher(cost: 4), now: clock)
        let services = StaysServices(
            suggester: PlaceSuggesterStub(result: suggestions),
            nearbyFinder: NearbyPlaceFinderStub(result: [PlaceWithDistance(place: Self.seoul, distanceKilometres: 1.26)]
            ),
            detailSearcher: PlaceDetailSearcherStub(results: [Self.seoul.id: [.fixture(name: "Busan")]]),
            placeLookup: PlaceLookupStub(places: [Self.seoul]), staySearcher: catalog, stayLookup: catalog,
            reserver: catalog, accounts: accounts, today: FixedTodayProvider(day: Self.today), attempts: catalog,
            calendar: catalog, rules: catalog,
            hosting: HostListings(
                editor: catalog, blocking: catalog, unavailability: catalog,
                places: PlaceLookupStub(places: [Self.seoul]),
                currencies: CountryCurrencies(byCountry: ["KR": Currency(code: "KRW")!]), bookings: catalog),
            calendarFeed: ListingCalendarFeed(
                tokens: catalog, secrets: SessionTokens(prefix: SessionTokens.calendarPrefix), editor: catalog,
                unavailability: catalog, today: FixedTodayProvider(day: Self.today)),
            feedWriter: ICalendarWriter(),
            feedImports: CalendarFeedImports(
                store: catalog, fetcher: feedFetcher, reader: ICalendarFeedReader(), blocking: catalog,
                today: FixedTodayProvider(day: Self.today), now: clock),
            photos: ListingPhotos(
                processor: PhotoPipeline(), store: PhotoFileStore(directory: folder.appendingPathComponent("photos")),
                listings: catalog, editor: catalog),
            readiness: catalog, rates: .fixture, now: clock)
        server = StaysServer(services: replacing(services))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - Running

    /// Runs `body` against the router in process.
    func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await Application(router: server.router()).test(.router) { client in try await body(client) }
    }

    /// Runs `body` against the server listening on a free loopback port, believing `X-Forwarded-For` from
    /// `trustedProxies`.
    func live<Value: Sendable>(
        trustedProxies: Set<String> = [], _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await Application(
            router: server.trusting(proxies: trustedProxies).router(), server: StaysServer.httpServer,
            configuration: .init(address: .hostname("127.0.0.1", port: 0))
        ).test(.live) { client in try await body(client) }
    }
}
