import Foundation
import GRDB
import StayCatalog
import XCTest

/// Purging in a SQLite catalogue (`PurgeChecks`).
final class SQLitePurgeTests: XCTestCase {
    func testExpiredSessionsAndOldKeysAreForgotten() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let later = try SQLiteStayCatalog(path: fixture.path, now: { Date().addingTimeInterval(2 * 86_400) })
        try await PurgeChecks.expiredSessionsAndOldKeysAreForgotten(fixture.catalog, later: later) { table in
            try await DatabaseQueue(path: fixture.path).read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1
            }
        }
        try later.close()
    }
}
