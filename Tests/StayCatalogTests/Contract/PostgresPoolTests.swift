import Foundation
import StayCatalogPostgres
import XCTest

/// The connection pool of the PostgreSQL catalogue.
final class PostgresPoolTests: XCTestCase {
    func testAnIdleCatalogueKeepsItsMinimumConnectionsOpen() async throws {
        // given a catalogue that keeps two connections and has not been asked anything since opening
        let database = try await PostgresScratchDatabase.make()
        let catalog = PostgresStayCatalog(url: database.url, maximumConnections: 4, minimumConnections: 2)
        defer { catalog.close() }
        try await catalog.connect()

        // when the pool has had a moment to open them
        var open = 0
        for _ in 0..<50 where open < 2 {
            try await Task.sleep(for: .milliseconds(100))
            open = try await database.integer(
                "SELECT count(*)::int8 FROM pg_stat_activity WHERE datname = current_database() "
                    + "AND pid <> pg_backend_pid()")
        }

        // then two connections wait on the database, so the first request after a quiet spell need not open one
        XCTAssertEqual(open, 2)
    }
}
