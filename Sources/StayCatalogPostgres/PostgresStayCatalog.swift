import Foundation
import Logging
import PostgresNIO
import StaysDomain
import Synchronization

/// The stay catalogue in a PostgreSQL database several server instances share: searching, lookup, booking,
/// accounts and seeding. The only PostgresNIO owner; a night is booked once because the schema says so.
public struct PostgresStayCatalog: StaySearching, StayLookup, Reserving, StaySeedWriting, StayCounting {
    /// Where the database is (printed without its password).
    public let url: PostgresCatalogURL
    /// The rates searches compare stays priced in different currencies at.
    public let rates: CurrencyRates
    let client: PostgresClient
    let logger: Logger
    let now: @Sendable () -> Date
    /// How long a statement waits for a pooled connection before the catalogue is reported unreachable.
    let leaseTimeout: Duration
    private let running: Task<Void, Never>?
    private let ready: Task<Void, any Error>?

    /// Who runs the connection pool and brings the schema up to date.
    public enum Lifecycle: Sendable {
        /// The catalogue, in the background from the start; every call waits for the schema (one-shot commands).
        case selfRunning
        /// A service group runs `run()` and calls `migrate()` before the first statement (a server).
        case service
    }

    // MARK: - Opening

    /// Makes a connection pool of up to `maximumConnections` to `url`, keeping `minimumConnections` open even
    /// when idle so the first requests after a quiet spell do not wait for a connection (21–25 ms each). With
    /// `.selfRunning` the pool starts at once and the schema is brought up to date in the background, every call
    /// waiting for it; with `.service` nothing starts until `run()` and `migrate()` are called. Migrating throws
    /// `PostgresCatalogError` when the server is unreachable, refuses the role or database, or holds a newer
    /// schema. A statement waits at most `leaseTimeout` for a connection (then `PostgresCatalogError.unreachable`).
    /// `now` stamps new bookings and accounts; searches compare prices in different currencies at `rates` (with
    /// `.none`, only stays priced in the search's price currency are found).
    public init(
        url: PostgresCatalogURL, rates: CurrencyRates = .none, maximumConnections: Int = 16,
        minimumConnections: Int = 2, leaseTimeout: Duration = .seconds(3), lifecycle: Lifecycle = .selfRunning,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.minimumConnections = min(minimumConnections, maximumConnections)
        configuration.options.connectTimeout = .seconds(3)
        let logger = Logger(label: "stays.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.url = url
        self.rates = rates
        self.client = client
        self.logger = logger
        self.now = now
        self.leaseTimeout = leaseTimeout
        switch lifecycle {
        case .selfRunning:
            running = Task { await client.run() }
            ready = Task { try await PostgresMigrator(url: url, logger: logger).migrate() }
        case .service:
            running = nil
            ready = nil
        }
    }

    /// Waits until the schema is up to date (or throws why it cannot be), e.g. to fail before serving.
    public func connect() async throws {
        if let ready { try await ready.value } else { try await migrate() }
    }

    /// Stops a self-running pool; later calls throw. A service's pool stops with its service group.
    public func close() {
        running?.cancel()
    }

    // MARK: - Running as a service

    /// Runs the connection pool until the task is cancelled or its service group shuts down gracefully.
    public func run() async {
        await client.run()
    }

    /// Brings the schema up to date over a connection of its own, under an advisory lock (so instances starting
    /// together migrate once); throws `PostgresCatalogError` as opening does.
    public func migrate() async throws {
        try await PostgresMigrator(url: url, logger: logger).migrate()
    }

    // MARK: - Running statements

    /// Runs `body` on a pooled connection once the schema is ready, mapping connection failures; a connection not
    /// leased within `leaseTimeout` (the server is down, or every connection is busy) throws
    /// `PostgresCatalogError.unreachable` instead of waiting for as long as the outage lasts.
    func withConnection<Value: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        try await ready?.value
        let (client, url, leaseTimeout) = (client, url, leaseTimeout)
        do {
            return try await withThrowingTaskGroup(of: Value?.self) { group in
                let leased = LeaseMark()
                group.addTask {
                    try await client.withConnection { connection in
                        leased.mark()
                        return try await body(connection)
                    }
                }
                group.addTask {
                    try await Task.sleep(for: leaseTimeout)
                    guard leased.isMarked else {
                        throw PostgresCatalogError.unreachable(
                            url: url.description, reason: "no connection within \(leaseTimeout)")
                    }
                    return nil
                }
                while let result = try await group.next() {
                    guard let value = result else { continue }
                    group.cancelAll()
                    return value
                }
                throw CancellationError()
            }
        } catch {
            throw PostgresErrors.mapped(error, url: url)
        }
    }

    /// Runs `body` in one transaction on a pooled connection (committed when it returns, rolled back when it
    /// throws); an exclusion violation (23P01) becomes `StayQueryError.notAvailable(stay)`, and a deadlock or
    /// serialisation failure runs the whole transaction again (`retryingConflicts`).
    func inTransaction<Value: Sendable>(
        bookingStay stay: StayID? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        let logger = logger
        return try await retryingConflicts(of: stay) {
            try await withConnection { connection in
                try await connection.query("BEGIN", logger: logger)
                do {
                    let value = try await body(connection)
                    try await connection.query("COMMIT", logger: logger)
                    return value
                } catch {
                    _ = try? await connection.query("ROLLBACK", logger: logger)
                    throw error
                }
            }
        }
    }

    /// Runs `body`, turning an exclusion violation (23P01) into `StayQueryError.notAvailable(stay)` when booking, and
    /// running it again, up to `conflictRetries` times after a short random pause, when PostgreSQL broke a deadlock
    /// (40P01) or a serialisation conflict (40001) by failing it; past the retries it is `StayCatalogError.locked`.
    func retryingConflicts<Value: Sendable>(of stay: StayID?, _ body: () async throws -> Value) async throws -> Value {
        var retries = 0
        while true {
            do {
                return try await body()
            } catch let error as PSQLError {
                let state = error.serverInfo?[.sqlState]
                if state == PostgresError.Code.exclusionViolation.raw, let stay {
                    throw StayQueryError.notAvailable(stay)
                }
                guard state == "40P01" || state == "40001" else { throw error }
                guard retries < Self.conflictRetries else { throw StayCatalogError.locked(path: url.description) }
                retries += 1
                try await Task.sleep(for: .milliseconds(Int.random(in: 1...20) * retries))
            }
        }
    }

    /// Times a transaction is run again after PostgreSQL failed it to break a deadlock.
    static let conflictRetries = 8
}

/// Whether a pooled connection was handed over yet.
private final class LeaseMark: Sendable {
    private let leased = Atomic<Bool>(false)

    /// The connection was handed over.
    func mark() { leased.store(true, ordering: .releasing) }

    /// Whether it was.
    var isMarked: Bool { leased.load(ordering: .acquiring) }
}
