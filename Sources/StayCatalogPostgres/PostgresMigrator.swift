import Logging
import PostgresNIO

/// Brings a PostgreSQL catalogue's schema up to date over one direct connection, one migration per transaction,
/// under an advisory lock so that instances starting together migrate once; refuses a newer schema.
struct PostgresMigrator: Sendable {
    /// The key of the advisory lock migrations hold.
    static let lockKey = 7_114_290_001
    /// Every migration, oldest first: its identifier and its statements.
    static let migrations: [(identifier: String, statements: [String])] = [
        ("v1", PostgresSchema.v1), ("v2", PostgresSchema.v2), ("v3", PostgresSchema.v3),
        ("v4", PostgresSchema.v4), ("v5", PostgresSchema.v5), ("v6", PostgresSchema.v6),
        ("v7", PostgresSchema.v7), ("v8", PostgresSchema.v8), ("v9", PostgresSchema.v9),
    ]

    /// Where the database is.
    let url: PostgresCatalogURL
    /// Where PostgresNIO logs.
    let logger: Logger

    // MARK: - Migrating

    /// Applies the migrations the database lacks, or throws `PostgresCatalogError`.
    func migrate() async throws {
        let connection = try await connect()
        do {
            try await migrate(on: connection)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw PostgresErrors.mapped(error, url: url)
        }
    }

    /// The identifiers of the migrations applied to the database behind `connection`.
    static func applied(on connection: PostgresConnection, logger: Logger) async throws -> Set<String> {
        var identifiers = Set<String>()
        for try await identifier in try await connection.query(
            "SELECT identifier FROM stays_migrations", logger: logger
        ).decode(String.self) {
            identifiers.insert(identifier)
        }
        return identifiers
    }

    // MARK: - Steps

    private func connect() async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        do {
            return try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        } catch {
            throw PostgresErrors.mapped(error, url: url)
        }
    }

    private func migrate(on connection: PostgresConnection) async throws {
        try await connection.query("SELECT pg_advisory_lock(\(Self.lockKey))", logger: logger)
        try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS stays_migrations (
                identifier text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())
            """, logger: logger)
        let applied = try await Self.applied(on: connection, logger: logger)
        let unknown = applied.subtracting(Self.migrations.map(\.identifier))
        guard unknown.isEmpty else {
            throw PostgresCatalogError.newerDatabase(url: url.description, unknownMigrations: unknown.sorted())
        }
        for migration in Self.migrations where !applied.contains(migration.identifier) {
            try await connection.query("BEGIN", logger: logger)
            do {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO stays_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
                try await connection.query("COMMIT", logger: logger)
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
        try await connection.query("SELECT pg_advisory_unlock(\(Self.lockKey))", logger: logger)
    }
}
