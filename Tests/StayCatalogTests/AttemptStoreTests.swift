import Foundation
import StayCatalog
import XCTest

/// Sign-in attempts kept in a SQLite catalogue (`AttemptStoreChecks`).
final class SQLiteAttemptStoreTests: XCTestCase {
    func testConcurrentAttemptsOverTwoInstancesLetFiveThrough() async throws {
        let fixture = try await CatalogFixture()
        let second = try SQLiteStayCatalog(path: fixture.path)
        try await AttemptStoreChecks.concurrentAttemptsOverTwoInstancesLetFiveThrough(fixture.catalog, second)
        try second.close()
    }

    func testWaitsEndDoubleAndClear() async throws {
        let fixture = try await CatalogFixture()
        try await AttemptStoreChecks.waitsEndDoubleAndClear(fixture.catalog)
    }
}
