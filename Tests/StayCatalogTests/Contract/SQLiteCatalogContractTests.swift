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
