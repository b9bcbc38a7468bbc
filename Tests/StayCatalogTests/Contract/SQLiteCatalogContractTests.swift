import Foundation
import StayCatalog
import StaysDomain
import Synchronization
import XCTest

/// The catalogue contract against SQLite.
final class SQLiteCatalogContractTests: XCTestCase {
    /// The fixtures of the running test, kept until it ends so their folders outlive the catalogues.
    private static let fixtures = Mutex<[CatalogFixture]>([])

    private let contract = CatalogContract { stays in
        let fixture = try await CatalogFixture(stays: stays)
        fixtures.withLock { $0.append(fixture) }
        return fixture.catalog
    }

    override func tearDown() {
        Self.fixtures.withLock { $0.removeAll() }
    }

    // MARK: - Contract

    /// Every check of `CatalogContract.checks`.
    func testEveryContractCheck() async throws { try await contract.runEveryCheck() }
}
