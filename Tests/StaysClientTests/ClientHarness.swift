import Foundation
import Hummingbird
import HummingbirdTesting
import StayCatalog
import StaysAccounts
import StaysClient
import StaysDomain
import StaysServer
import StaysTestSupport
import Testing

/// Two SQLite catalogues seeded alike in a temporary folder: `local`, used directly, and one behind a real server
/// that the remote implementations reach over HTTP on a free loopback port. Place services are the same doubles.
final class ClientHarness: Sendable {
    static let today = CalendarDay.fixture("2030-01-01")
    static let seoul = Place.fixture(id: "geonames:1835848")
    static let busan = PlaceWithDistance.fixture(name: "Busan", distanceKilometres: 325.04)
    static let loft = Stay.fixture(id: "stay:0000001", coordinate: .init(latitude: 37.57, longitude: 126.98))
    static let cabin = Stay.fixture(
        id: "stay:0000002", title: "Quiet cabin", nightlyCents: 8_000, maximumGuests: 2, minimumNights: 2,
        coordinate: .init(latitude: 37.58, longitude: 126.99))

    let folder: URL
    let local: SQLiteStayCatalog
    let places: LocalPlaces
    let server: StaysServer

    /// The place doubles both sides answer from.
    struct LocalPlaces: Sendable {
        let suggester = PlaceSuggesterStub(result: [.fixture()])
        let nearby = NearbyPlaceFinderStub(result: [
            PlaceWithDistance(place: ClientHarness.seoul, distanceKilometres: 1.26)
        ])
        let detail = PlaceDetailSearcherStub(results: [ClientHarness.seoul.id: [ClientHarness.busan]])
        let lookup = PlaceLookupStub(places: [ClientHarness.seoul])
    }

    /// Creates the harness; `stayLookup` and `staySearcher` may replace the served catalogue's.
    init(
        stayLookup: (any StayLookup)? = nil, staySearcher: (any StaySearching)? = nil,
        map: (any MapFeatureLoading)? = nil
    ) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("stays-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        local = try await Self.catalog(at: folder.appendingPathComponent("local.sqlite"))
        let served = try await Self.catalog(at: folder.appendingPathComponent("served.sqlite"))
        places = LocalPlaces()
        let accounts = StoredGuestAccounts(store: served, hasher: BcryptPasswordHasher(cost: 4), now: { Date() })
        server = StaysServer(
            services: StaysServices(
                suggester: places.suggester, nearbyFinder: places.nearby, detailSearcher: places.detail,
                placeLookup: places.lookup, staySearcher: staySearcher ?? served, stayLookup: stayLookup ?? served,
                reserver: served,
                accounts: accounts, today: FixedTodayProvider(day: Self.today), map: map,
                hosting: HostListings(
                    editor: served, blocking: served, unavailability: served, places: places.lookup,
                    currencies: CountryCurrencies(byCountry: ["KR": Currency(code: "KRW")!]), bookings: served),
                calendarFeed: ListingCalendarFeed(
                    tokens: served, secrets: SessionTokens(prefix: SessionTokens.calendarPrefix), editor: served,
                    unavailability: served, today: FixedTodayProvider(day: Self.today)),
                feedImports: CalendarFeedImports(
                    store: served, fetcher: FeedFetcherStub(result: .failure(.privateAddress("127.0.0.1"))),
                    reader: FeedReaderStub(spans: []), blocking: served, today: FixedTodayProvider(day: Self.today)),
                photos: ListingPhotos(
                    processor: PhotoProcessingStub(shouldFail: true, rejection: .unsupportedType),
                    store: PhotoStoringSpy(id: PhotoID(String(repeating: "0", count: 32))!), listings: served,
                    editor: served),
                rates: .fixture))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A catalogue with the loft and the cabin, nothing booked.
    private static func catalog(at url: URL) async throws -> SQLiteStayCatalog {
        let catalog = try SQLiteStayCatalog(path: url.path, rates: .fixture)
        try await catalog.seed(stays: [loft, cabin].map { SeededStay(stay: $0, blockedNights: [], reservations: []) }) {
            _, _ in
        }
        return catalog
    }

    // MARK: - Remote

    /// Runs `body` with the remote implementations talking to the server on a free loopback port. Each request may
    /// take `timeout`: these tests compare answers, not speed, and share two cores with the process tests' seeding
    /// and durable writes (a booking's sync once waited past 10 s there).
    func remote<Value: Sendable>(
        timeout: Duration = .seconds(30), _ body: @Sendable (RemoteServices) async throws -> Value
    ) async throws -> Value {
        let application = Application(
            router: server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        return try await application.test(.live) { client in
            let port = try #require(client.port)
            let transport = AsyncHTTPClientTransport()
            let services = RemoteServices(port: port, transport: transport, timeout: timeout)
            do {
                let value = try await body(services)
                try await transport.shutdown()
                return value
            } catch {
                try await transport.shutdown()
                throw error
            }
        }
    }
}

/// The remote implementations over one API client, and the token holder it reads.
struct RemoteServices: Sendable {
    let api: StaysAPIClient
    let tokens = InMemorySessionToken()
    let places: RemotePlaceService
    let stays: RemoteStayCatalog
    let accounts: RemoteGuestAccounts
    let map: RemoteMapFeatures
    let host: RemoteHostListings

    /// Services talking to `127.0.0.1:port`.
    init(port: Int, transport: any HTTPTransport, timeout: Duration) {
        api = StaysAPIClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: transport, tokens: tokens, timeout: timeout)
        places = RemotePlaceService(api: api)
        stays = RemoteStayCatalog(api: api)
        accounts = RemoteGuestAccounts(api: api)
        map = RemoteMapFeatures(api: api)
        host = RemoteHostListings(api: api)
    }

    /// Signs up and in as a guest named `name`, keeping the token for later requests.
    func signedIn(as name: String) async throws {
        _ = try await accounts.signUp(email: "guest@example.com", name: name, password: "correct horse")
        let session = try await accounts.signIn(email: "guest@example.com", password: "correct horse")
        tokens.set(session.token)
    }
}
