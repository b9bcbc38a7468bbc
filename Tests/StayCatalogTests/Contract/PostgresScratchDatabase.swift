import Foundation
import Logging
import PostgresNIO
import StayCatalogPostgres
import StaysDomain
import StaysTestSupport
import XCTest

/// A fresh, empty database on the test server named by `STAYS_TEST_POSTGRES`, created for one test.
struct PostgresScratchDatabase: Sendable {
    /// The environment variable holding the test server's URL.
    static let variable = "STAYS_TEST_POSTGRES"

    /// The test server's own URL.
    let server: PostgresCatalogURL
    /// The new database's URL.
    let url: PostgresCatalogURL

    // MARK: - Making

    /// Creates the database, or skips the test (XCTSkip) when `STAYS_TEST_POSTGRES` is unset.
    static func make() async throws -> PostgresScratchDatabase {
        let server = try serverURL()
        let name = "stays_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased())"
        try await execute("CREATE DATABASE \(name)", on: server)
        return PostgresScratchDatabase(
            server: server,
            url: try PostgresCatalogURL("postgres://\(server.user)@\(server.host):\(server.port)/\(name)"))
    }

    /// The test server's URL, or XCTSkip when it is not set.
    static func serverURL() throws -> PostgresCatalogURL {
        guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty else {
            throw XCTSkip("\(variable) is not set: PostgreSQL tests skipped (scripts/with-postgres.sh sets it)")
        }
        return try PostgresCatalogURL(text)
    }

    /// A catalogue on the database, comparing prices at `CurrencyRates.fixture`; it keeps no idle connections, since
    /// tests leave their catalogues open and idle connections of every test would pile up on the one server.
    func catalog() -> PostgresStayCatalog {
        PostgresStayCatalog(url: url, rates: .fixture, maximumConnections: 8, minimumConnections: 0)
    }

    // MARK: - Plain SQL

    /// Runs one statement on the database, outside any catalogue.
    func execute(_ sql: String) async throws {
        try await Self.execute(sql, on: url)
    }

    /// The integer the one-row, one-column query answers, over a connection of its own.
    func integer(_ sql: String) async throws -> Int {
        let logger = Logger(label: "stays.tests", factory: { _ in SwiftLogNoOpLogHandler() })
        let connection = try await PostgresConnection.connect(
            configuration: Self.configuration(url), id: 2, logger: logger)
        do {
            var value = 0
            for try await number in try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
                .decode(Int.self)
            {
                value = number
            }
            try await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// How to connect to `url` without TLS.
    private static func configuration(_ url: PostgresCatalogURL) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
    }

    /// Runs one statement over a connection of its own.
    static func execute(_ sql: String, on url: PostgresCatalogURL) async throws {
        let logger = Logger(label: "stays.tests", factory: { _ in SwiftLogNoOpLogHandler() })
        let connection = try await PostgresConnection.connect(configuration: configuration(url), id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
