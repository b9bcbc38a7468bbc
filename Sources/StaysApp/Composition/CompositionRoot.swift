import CalendarFeedHTTP
import Foundation
import PlaceData
import PlaceImport
import PlaceSearch
import StayCalendarSync
import StayCatalogPostgres
import StayImport
import StaysClient
import StaysDomain
import StaysFeatures
import StaysServer
import Swinject

/// Builds the object graph once per run of the executable and hands out the few roots the commands use.
/// Nothing outside this type resolves from the container.
struct CompositionRoot {
    let assembler: Assembler
    private let places: LazyPlaceSuggester
    /// The server everything runs against, or nil for the local place index and catalogue.
    let server: RemoteServer?
    /// The HTTP client of a run against a server, owned here and ended by `shutdown()`.
    private let transport: AsyncHTTPClientTransport?

    /// Assembles without reading the place index: it is loaded (from `placesData`, `STAYS_PLACES_DATA` or the
    /// bundled file) when a place is first asked for, or by `loadPlaces()`; `features` defaults to the system
    /// time zone and the product's typing pause; `passwordCost` is the server's bcrypt work factor. With a
    /// `server`, places and stays come from it instead (see `RemoteAssembly`). Words for people are written in
    /// `language` (a `--lang` value), else in the language `environment`'s locale variables name, else in English.
    init(
        placesData: String?, environment: [String: String], output: any TextOutput,
        features: FeatureAssembly.Settings = .init(timeZoneIdentifier: TimeZone.current.identifier),
        passwordCost: UInt8 = 11, server: RemoteServer? = nil, language: String? = nil
    ) {
        let messages = MessagesAssembly(environment: environment, language: language)
        let places = LazyPlaceSuggester(
            catalogues: { (try? messages.catalogs().catalogs.mapValues { $0 as any Localizing }) ?? [:] },
            load: { try PlaceIndex.load(from: Self.indexLocation(placesData, environment: environment)) })
        self.places = places
        self.server = server
        let transport = server.map { _ in AsyncHTTPClientTransport() }
        self.transport = transport
        let sources: [any Assembly] =
            if let server, let transport {
                [
                    RemoteAssembly(
                        server: server, session: SessionFile(environment: environment, files: PosixPrivateFiles()),
                        transport: transport)
                ]
            } else {
                [PlaceSearchAssembly(places: places), StayCatalogAssembly()]
            }
        assembler = Assembler(
            sources + [
                CommandAssembly(output: output), FeatureAssembly(settings: features), CurrencyAssembly(),
                ServerAssembly(passwordCost: passwordCost), MapAssembly(environment: environment),
                messages,
            ])
    }

    // MARK: - Lifetime

    /// Runs `body` with this root, then ends what the root started (the HTTP client of a run against a server),
    /// whether `body` returned or threw. Every command that makes a root runs through here.
    nonisolated(nonsending) func closing<Result>(
        _ body: nonisolated(nonsending) (CompositionRoot) async throws -> Result
    ) async throws -> Result {
        do {
            let result = try await body(self)
            await shutdown()
            return result
        } catch {
            await shutdown()
            throw error
        }
    }

    /// Ends the HTTP client of a run against a server (nothing for a local run); no request may follow.
    nonisolated(nonsending) func shutdown() async {
        try? await transport?.shutdown()
    }

    /// Loads the place index now, so a command that needs places at once stops before it starts when the file
    /// is missing or damaged; later uses reuse the loaded index.
    func loadPlaces() throws {
        guard server == nil else { return }
        _ = try places.suggester()
    }

    /// Where the place index is read from: the option, then the environment, then the bundled data.
    static func indexLocation(_ option: String?, environment: [String: String]) throws -> URL {
        if let path = option ?? environment["STAYS_PLACES_DATA"] { return URL(fileURLWithPath: path) }
        guard let bundled = PlaceDataLocation.bundledIndex else { throw CompositionError.missingPlaceData }
        return bundled
    }

    // MARK: - Roots

    /// The words of the run's language, for what commands print for people.
    func words() throws -> any Localizing {
        try assembler.resolver.required((any Localizing).self)
    }

    /// The runner of `stays places …`.
    func placeCommandRunner() throws -> PlaceCommandRunner {
        try assembler.resolver.required(PlaceCommandRunner.self)
    }

    /// Makes the interactive search flow ending at the summary (no catalogue).
    func searchFlowFactory() throws -> SearchFlowFactory {
        try assembler.resolver.required(SearchFlowFactory.self)
    }

    /// Makes the interactive search flow that goes on to price, results, detail and booking on `stays`, by its
    /// `rules`.
    func searchFlowFactory(stays: StayCatalogServices, rules: StayRules) throws -> SearchFlowFactory {
        try assembler.resolver.required(SearchFlowFactory.self, arguments: stays, rules)
    }

    /// The first-start seeding of the catalogue behind `stays`, showing progress on standard error in the run's words.
    func firstStartSeeder(stays: StayCatalogServices, progressOnTerminal: Bool) throws -> FirstStartSeeder {
        let output = try assembler.resolver.required((any TextOutput).self)
        let words = try words()
        let bar = ProgressBar(unit: words.text("app.cli.progress-unit"))
        return FirstStartSeeder(
            counter: stays.counter, seeder: stays.seeder,
            progress: ProgressReporter(bar: bar, output: output, isTerminal: progressOnTerminal), output: output,
            words: words)
    }

    /// The runner of the stay commands, on the catalogue at `databasePath` opened with `access`.
    func stayCommandRunner(databasePath: String, access: StayCatalogAccess) throws -> StayCommandRunner {
        try stayCommandRunner(stays: stayCatalog(databasePath: databasePath, access: access))
    }

    /// The runner of the stay commands, on `stays`.
    func stayCommandRunner(stays: StayCatalogServices) throws -> StayCommandRunner {
        let resolver = assembler.resolver
        let words = try words()
        return try StayCommandRunner(
            searcher: stays.searcher, lookup: stays.lookup, reserver: stays.reserver,
            placeResolver: StayPlaceResolver(
                suggester: resolver.required((any PlaceSuggesting).self),
                lookup: resolver.required((any PlaceLookup).self),
                detailSearcher: resolver.required((any PlaceDetailSearching).self), words: words),
            today: resolver.required((any TodayProviding).self), rates: resolver.required(CurrencyRates.self),
            output: resolver.required((any TextOutput).self), words: words)
    }

    /// The HTTP server over the place index and `stays`, importing other platforms' calendars through `feeds`.
    func staysServer(stays: StayCatalogServices, feeds: CalendarFeedImports? = nil) throws -> StaysServer {
        try assembler.resolver.required(StaysServer.self, arguments: stays, feeds)
    }

    /// Other platforms' calendars blocking the served catalogue's nights, read over HTTP from public addresses
    /// (`STAYS_FEEDS_ALLOW_PRIVATE=1` lets a test read loopback feeds); the fetcher must be shut down when done.
    func feedImports(stays: StayCatalogServices, environment: [String: String]) throws
        -> (imports: CalendarFeedImports, fetcher: HTTPCalendarFeedFetcher)
    {
        let fetcher = HTTPCalendarFeedFetcher(allowsPrivateAddresses: environment["STAYS_FEEDS_ALLOW_PRIVATE"] == "1")
        let imports = try CalendarFeedImports(
            store: stays.feedStore, fetcher: fetcher, reader: ICalendarFeedReader(), blocking: stays.nightBlocker,
            today: assembler.resolver.required((any TodayProviding).self))
        return (imports, fetcher)
    }

    /// The stay benchmark, on the catalogue at `databasePath`.
    func stayBenchRunner(databasePath: String) throws -> StayBenchRunner {
        try requireLocal("stays bench stays")
        let services = try stayCatalog(databasePath: databasePath)
        let resolver = assembler.resolver
        return try StayBenchRunner(
            searcher: services.searcher, baseline: services.baselineSearcher, reserver: services.reserver,
            clock: resolver.required((any Clock<Duration>).self),
            today: resolver.required((any TodayProviding).self), output: resolver.required((any TextOutput).self))
    }

    /// The first-start seeding check, on the (empty) catalogue at `databasePath`.
    func seedCoverageRunner(databasePath: String, progressOnTerminal: Bool) throws -> SeedCoverageRunner {
        try requireLocal("stays bench seed")
        let services = try stayCatalog(databasePath: databasePath)
        let resolver = assembler.resolver
        let output = try resolver.required((any TextOutput).self)
        let places = places
        return try SeedCoverageRunner(
            counter: services.counter, seeder: services.seeder, searcher: services.searcher,
            bigCities: {
                try places.suggester().cityPlacesByPopulation(minimumPopulation: GeneratedStaySeeder.bigCityPopulation)
            },
            progress: ProgressReporter(output: output, isTerminal: progressOnTerminal),
            clock: resolver.required((any Clock<Duration>).self), today: resolver.required((any TodayProviding).self),
            output: output)
    }

    /// The `StayCatalogOpening` registered for the kind of `databasePath`: a SQLite path or a `postgres://` URL.
    func stayCatalogOpener(databasePath: String) throws -> any StayCatalogOpening {
        let name = PostgresCatalogURL.looksLikePostgres(databasePath) ? PostgresStayCatalogOpener.name : nil
        return try assembler.resolver.required((any StayCatalogOpening).self, name: name)
    }

    /// The stay catalogue at `databasePath`, opened with `access` (writing unless said).
    func stayCatalog(databasePath: String, access: StayCatalogAccess = .writing) throws -> StayCatalogServices {
        try stayCatalogOpener(databasePath: databasePath).open(path: databasePath, access: access)
    }

    /// The stay catalogue at `databasePath` for `stays serve`: what it runs beside the server (PostgreSQL's pool) is
    /// left to the server's service group.
    func servedStayCatalog(databasePath: String) throws -> StayCatalogServices {
        try stayCatalogOpener(databasePath: databasePath).openForServing(path: databasePath)
    }

    /// The map's features, for the benchmark (the bundled map or `STAYS_MAP_DATA`).
    func mapFeatures() throws -> any MapFeatureLoading {
        try assembler.resolver.required((any MapFeatureLoading).self)
    }

    /// The runner of `stays import`, writing into `stays`; listings are placed through the place index.
    func listingImportRunner(stays: StayCatalogServices) throws -> ListingImportRunner {
        let resolver = assembler.resolver
        return try ListingImportRunner(
            reader: LocalFileReader(), importer: resolver.required(InsideAirbnbImporter.self), writer: stays.writer,
            today: resolver.required((any TodayProviding).self), output: resolver.required((any TextOutput).self))
    }

    /// The runner of `stays calendar`, on `stays`.
    func calendarSyncRunner(stays: StayCatalogServices) throws -> CalendarSyncRunner {
        let resolver = assembler.resolver
        return try CalendarSyncRunner(
            unavailability: stays.unavailability, blocker: stays.nightBlocker,
            reader: PrefixFileReader(limit: ICalendarReader().maximumBytes + 1),
            fileWriter: LocalTextFileWriter(), today: resolver.required((any TodayProviding).self),
            clock: SystemMomentProvider(), output: resolver.required((any TextOutput).self), words: words())
    }

    /// The calendar export benchmark, on the catalogue at `databasePath`.
    func calendarBenchRunner(databasePath: String) throws -> CalendarBenchRunner {
        try requireLocal("stays bench calendar")
        let services = try stayCatalog(databasePath: databasePath, access: .reading)
        let resolver = assembler.resolver
        return try CalendarBenchRunner(
            unavailability: services.unavailability, clock: resolver.required((any Clock<Duration>).self),
            today: resolver.required((any TodayProviding).self), moments: SystemMomentProvider(),
            output: resolver.required((any TextOutput).self))
    }

    /// `stays host …` on the catalogue at `databasePath`, opened for writing.
    func hostCommandRunner(databasePath: String) throws -> HostCommandRunner {
        try requireLocal("stays host")
        try loadPlaces()
        let services = try stayCatalog(databasePath: databasePath, access: .writing)
        let resolver = assembler.resolver
        return try HostCommandRunner(
            hosting: HostListings(
                editor: services.listingEditor, blocking: services.nightBlocker,
                unavailability: services.unavailability, places: resolver.required((any PlaceLookup).self),
                currencies: resolver.required(CountryCurrencies.self), bookings: services.reservationList),
            accounts: services.accountStore,
            reader: PrefixFileReader(limit: HostCommandRunner.maximumFileBytes + 1),
            today: resolver.required((any TodayProviding).self), output: resolver.required((any TextOutput).self))
    }

    /// The listing benchmark, writing to the catalogue at `databasePath`.
    func hostBenchRunner(databasePath: String) throws -> HostBenchRunner {
        try requireLocal("stays bench host")
        try loadPlaces()
        let services = try stayCatalog(databasePath: databasePath, access: .writing)
        let resolver = assembler.resolver
        let places = try resolver.required((any PlaceLookup).self)
        let currencies = try resolver.required(CountryCurrencies.self)
        return try HostBenchRunner(
            hosting: HostListings(
                editor: services.listingEditor, blocking: services.nightBlocker,
                unavailability: services.unavailability, places: places, currencies: currencies),
            accounts: services.accountStore, searcher: services.searcher, places: places, currencies: currencies,
            clock: resolver.required((any Clock<Duration>).self), today: resolver.required((any TodayProviding).self),
            output: resolver.required((any TextOutput).self))
    }

    /// The index behind the place protocols, for the benchmark (loaded now if it was not yet).
    func indexedSuggester() throws -> IndexedPlaceSuggester {
        try requireLocal("stays bench places")
        return try places.suggester()
    }
}
