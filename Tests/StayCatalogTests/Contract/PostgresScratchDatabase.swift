import Foundation
import Logging
import PostgresNIO
import StayCatalogPostgres
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

    /// A catalogue on the database.
    func catalog() -> PostgresStayCatalog {
        PostgresStayCatalog(url: url, maximumConnections: 8)
    }

    // MARK: - Plain SQL

    /// Runs one statement on the database, outside any catalogue.
    func execute(_ sql: String) async throws {
        try await Self.execute(sql, on: url)
    }

    /// Runs one statement over a connection of its own.
    static func execute(_ sql: String, on url: PostgresCatalogURL) async throws {
        let logger = Logger(label: "stays.tests", factory: { _ in SwiftLogNoOpLogHandler() })
        let configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
