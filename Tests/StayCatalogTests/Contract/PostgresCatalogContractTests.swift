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

    func testAvailabilityEdges() async throws { try await contract.availabilityEdges() }
    func testGuestPetAndMinimumNightRules() async throws { try await contract.guestPetAndMinimumNightRules() }
    func testPriceArithmetic() async throws { try await contract.priceArithmetic() }
    func testHistogramTotals() async throws { try await contract.histogramTotals() }
    func testCursors() async throws { try await contract.cursors() }
    func testReservations() async throws { try await contract.reservations() }
    func testConcurrentOverlappingBookings() async throws { try await contract.concurrentOverlappingBookings() }
    func testIdempotencyKeyOfACancelledBooking() async throws {
        try await contract.idempotencyKeyOfACancelledBooking()
    }
    func testAccounts() async throws { try await contract.accounts() }
    func testGuestReservationPages() async throws { try await contract.guestReservationPages() }
}
