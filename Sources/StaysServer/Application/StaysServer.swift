import Foundation
import Hummingbird
import Logging
import Prometheus
import StaysDomain
import StaysMessages

/// Builds the HTTP API over the domain services (routes, problem answers, request logs and metrics) and serves the
/// web app's files at `/`.
public struct StaysServer: Sendable {
    /// Where the server listens.
    public struct Address: Sendable {
        /// Host name or IP address to bind.
        public var host: String
        /// Port; 0 picks a free one.
        public var port: Int

        /// Creates an address.
        public init(host: String = "127.0.0.1", port: Int = 8080) {
            self.host = host
            self.port = port
        }
    }

    /// What the routes answer with.
    public let services: StaysServices
    /// Where request counts and latencies are recorded.
    public let registry: PrometheusCollectorRegistry
    /// Trusted proxies, cookie security and the sign-up limit.
    public let policy: ClientPolicy
    /// The words of every language, served to the web app and used for problems; nil speaks English only.
    public let messages: MessageCatalogs?

    /// Creates a server over `services`, recording metrics in `registry`, treating clients by `policy`, speaking
    /// the languages of `messages`.
    public init(
        services: StaysServices, registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(),
        policy: ClientPolicy = ClientPolicy(), messages: MessageCatalogs? = nil
    ) {
        self.services = services
        self.registry = registry
        self.policy = policy
        self.messages = messages
    }

    /// The same server treating clients by `policy`.
    public func with(_ policy: ClientPolicy) -> StaysServer {
        StaysServer(services: services, registry: registry, policy: policy, messages: messages)
    }

    /// The same server, believing `X-Forwarded-*` from `proxies`.
    public func trusting(proxies: Set<String>) -> StaysServer {
        var changed = policy
        changed.trustedProxies = proxies
        return with(changed)
    }

    /// The same server, its session cookie always `Secure` when `always` (served over HTTPS end to end).
    public func securingCookies(always: Bool) -> StaysServer {
        var changed = policy
        changed.secureCookies = always
        return with(changed)
    }

    // MARK: - Building

    /// The router with every route and middleware (the web app's files are served by a middleware, not routes);
    /// every `GET` route answers `HEAD` too.
    public func router() -> Router<StaysRequestContext> {
        let router = Router(context: StaysRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: HeadRequestMiddleware())
        router.add(middleware: RequestLogMiddleware())
        // The web app's files are logged, but not counted as an API route.
        router.add(middleware: WebAppMiddleware(files: WebAppFiles.shipped.adding(messages)))
        router.add(middleware: RequestMetricsMiddleware(registry: registry))
        router.add(middleware: ProblemMiddleware(translator: messages.map(ProblemTranslator.init)))
        let clientAddress = ClientAddress(trustedProxies: policy.trustedProxies)
        router.add(middleware: CrossSiteWriteMiddleware(forwarded: clientAddress))
        OperationsRoutes(registry: registry, openAPIDocument: Self.openAPIDocument(), readiness: services.readiness)
            .add(to: router)
        let api = router.group("api/v1")
        RulesRoutes(rules: CachedStayRules(loader: services.rules, now: services.now)).add(to: api)
        LanguageRoutes(messages: messages).add(to: api)
        CurrencyRoutes(rates: services.rates).add(to: api)
        placeRoutes.add(to: api.group("places"))
        MapRoutes(loader: services.map).add(to: api)
        stayRoutes.add(to: api.group("stays"))
        AccountRoutes(
            accounts: services.accounts,
            throttle: SignInThrottle(attempts: services.attempts, signUpsPerHour: policy.signUpsPerHour),
            clientAddress: clientAddress, secureCookies: policy.secureCookies, now: services.now
        ).add(to: api)
        let signedIn = GuestSessionMiddleware(authenticator: GuestAuthenticator(accounts: services.accounts))
        reservationRoutes.add(
            to: api.group("reservations").add(middleware: signedIn).group(context: AuthenticatedContext.self))
        CalendarFeedRoutes(feed: services.calendarFeed, writer: services.feedWriter, now: services.now).add(
            to: router.group("calendars"))
        let hostGroup = api.group("host/listings").add(middleware: signedIn).group(context: AuthenticatedContext.self)
        HostRoutes(
            hosting: services.hosting, feed: services.calendarFeed, photos: services.photos, today: services.today
        )
        .add(to: hostGroup)
        HostFeedRoutes(imports: services.feedImports).add(to: hostGroup)
        let photoRoutes = PhotoRoutes(photos: services.photos)
        photoRoutes.add(to: hostGroup)
        photoRoutes.addImages(to: router.group("photos"))
        return router
    }

    // MARK: - Wiring

    /// The place routes over the place protocols.
    private var placeRoutes: PlaceRoutes {
        PlaceRoutes(
            suggester: services.suggester, nearbyFinder: services.nearbyFinder,
            detailSearcher: services.detailSearcher, placeLookup: services.placeLookup,
            timeZoneFinder: services.timeZoneFinder, destinations: services.destinations,
            languages: RequestLanguage(messages: messages))
    }

    /// The stay routes over the stay protocols.
    private var stayRoutes: StayRoutes {
        StayRoutes(
            staySearcher: services.staySearcher, stayLookup: services.stayLookup, placeLookup: services.placeLookup,
            today: services.today, calendar: services.calendar, rates: services.rates, photos: services.photos)
    }

    /// The reservation routes over the booking operations.
    private var reservationRoutes: ReservationRoutes {
        let stayToday = StayToday(stays: services.stayLookup, places: services.placeLookup, today: services.today)
        return ReservationRoutes(
            reserveStay: ReserveStay(reserver: services.reserver, today: stayToday),
            listReservations: ListReservations(reserver: services.reserver),
            cancelReservation: CancelReservation(reserver: services.reserver, today: stayToday), rates: services.rates,
            now: services.now)
    }

    // MARK: - Contract

    /// The OpenAPI document shipped with the server.
    public static func openAPIDocument() -> String {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml", subdirectory: "Public"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "openapi: 3.1.0\ninfo: {title: Stays, version: missing}\npaths: {}\n" }
        return text
    }
}
