import Foundation
import Logging
import PostgresNIO
import StaysDomain

/// The stay catalogue in a PostgreSQL database several server instances share: searching, lookup, booking,
/// accounts and seeding. The only PostgresNIO owner; a night is booked once because the schema says so.
public struct PostgresStayCatalog: StaySearching, StayLookup, Reserving, StaySeedWriting, StayCounting {
    /// Where the database is (printed without its password).
    public let url: PostgresCatalogURL
    let client: PostgresClient
    let logger: Logger
    let now: @Sendable () -> Date
    private let running: Task<Void, Never>
    private let ready: Task<Void, any Error>

    // MARK: - Opening

    /// Starts a connection pool of up to `maximumConnections` to `url`, keeping `minimumConnections` open even
    /// when idle so the first requests after a quiet spell do not wait for a connection (21–25 ms each); the
    /// schema is brought up to date in the background and every call waits for it, throwing
    /// `PostgresCatalogError` when the server is unreachable, refuses the role or database, or holds a newer
    /// schema. `now` stamps new bookings and accounts.
    public init(
        url: PostgresCatalogURL, maximumConnections: Int = 16, minimumConnections: Int = 2,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.minimumConnections = min(minimumConnections, maximumConnections)
        configuration.options.connectTimeout = .seconds(5)
        let logger = Logger(label: "stays.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.url = url
        self.client = client
        self.logger = logger
        self.now = now
        running = Task { await client.run() }
        ready = Task { try await PostgresMigrator(url: url, logger: logger).migrate() }
    }

    /// Waits until the schema is up to date (or throws why it cannot be), e.g. to fail before serving.
    public func connect() async throws {
        try await ready.value
    }

    /// Stops the pool; later calls throw.
    public func close() {
        running.cancel()
    }

    // MARK: - Running statements

    /// Runs `body` on a pooled connection once the schema is ready, mapping connection failures.
    func withConnection<Value: Sendable>(_ body: (PostgresConnection) async throws -> Value) async throws -> Value {
        try await ready.value
        do {
            return try await client.withConnection { connection in try await body(connection) }
        } catch {
            throw PostgresErrors.mapped(error, url: url)
        }
    }

    /// Runs `body` in one transaction on a pooled connection (committed when it returns, rolled back when it
    /// throws); an exclusion violation (23P01) becomes `StayQueryError.notAvailable(stay)`.
    func inTransaction<Value: Sendable>(
        bookingStay stay: StayID? = nil, _ body: (PostgresConnection) async throws -> Value
    ) async throws -> Value {
        let logger = logger
        return try await refusingOverlap(of: stay) {
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

    /// Runs `body`, turning an exclusion violation (23P01) into `StayQueryError.notAvailable(stay)` when booking.
    func refusingOverlap<Value: Sendable>(of stay: StayID?, _ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresError.Code.exclusionViolation.raw {
            guard let stay else { throw error }
            throw StayQueryError.notAvailable(stay)
        }
    }
}
