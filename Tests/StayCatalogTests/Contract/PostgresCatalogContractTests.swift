import Foundation
import StayCatalogPostgres
import StaysDomain
import XCTest

/// The catalogue contract against PostgreSQL (`STAYS_TEST_POSTGRES`), each check in a database of its own.
final class PostgresCatalogContractTests: XCTestCase {
    private let contract = CatalogContract { stays in
        let catalog = try await PostgresScratchDatabase.make().catalog()
        try await catalog.seed(stays: stays) { _, _ in }
        return catalog
    }

    // MARK: - Contract

    /// Every check of `CatalogContract.checks`.
    func testEveryContractCheck() async throws { try await contract.runEveryCheck() }
}
