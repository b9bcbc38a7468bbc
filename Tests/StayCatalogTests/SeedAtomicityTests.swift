import Foundation
import GRDB
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayCatalog

@Suite struct SeedAtomicityTests {
    /// `count` stays on one spot (so they are written in index order), the last one reusing the first one's id.
    private static func stays(count: Int, duplicateLast: Bool = false) -> [SeededStay] {
        (1...count).map { number in
            let id = duplicateLast && number == count ? 1 : number
            return CatalogFixture.seeded(.fixture(id: StayID("stay:\(id)"), title: "Stay \(number)"))
        }
    }

    // MARK: - All or nothing

    @Test func aSeedingThatFailsInALaterBatchLeavesNothingBehind() async throws {
        // given a source whose last listing, in the second batch, cannot be written
        let fixture = try await CatalogFixture()
        let source = Self.stays(count: SQLiteStayCatalog.seedBatchSize + 1, duplicateLast: true)
        // when seeding it
        await #expect(throws: StayCatalogError.alreadySeeded(path: fixture.path, stays: 0)) {
            try await fixture.catalog.seed(stays: source) { _, _ in }
        }
        // then not one stay of the first batch is there
        #expect(try await fixture.catalog.stayCount() == 0)
    }

    @Test func aKilledEarlierSeedingIsReportedByTheNextOne() async throws {
        // given a seeding that recorded its start and was killed before committing
        let fixture = try await CatalogFixture()
        let pool = try DatabasePool(path: fixture.path)
        _ = try await pool.write { db in try SeedAttempt.begin(count: 400_000, in: db) }
        // when seeding again
        let outcome = try await fixture.catalog.seed(stays: Self.stays(count: 3)) { _, _ in }
        let again = try await fixture.catalog.seed(stays: [CatalogFixture.seeded(.fixture(id: "stay:9"))]) { _, _ in }
        // then the first says so, the second finds nothing unfinished
        #expect(outcome == StaySeedOutcome(written: 3, replaced: 0, unfinishedEarlier: 400_000))
        #expect(again.unfinishedEarlier == nil)
        #expect(try await fixture.catalog.stayCount() == 4)
    }

    // MARK: - Existing stays

    @Test func seedingExistingIdsAgainIsRefusedInOneSentence() async throws {
        let fixture = try await CatalogFixture(stays: Self.stays(count: 2))
        await #expect(throws: StayCatalogError.alreadySeeded(path: fixture.path, stays: 2)) {
            try await fixture.catalog.seed(stays: Self.stays(count: 2)) { _, _ in }
        }
        let message = StayCatalogError.alreadySeeded(path: fixture.path, stays: 2).description
        #expect(
            message
                == "\(fixture.path) already holds 2 stays; pass --replace to replace them (their bookings go with them)"
        )
    }

    @Test func replacingRemovesEveryStayAndBookingFirst() async throws {
        // given two stays, one booked
        let fixture = try await CatalogFixture(stays: Self.stays(count: 2))
        _ = try await fixture.catalog.reserve(
            "stay:1", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        // when replacing them with three others
        let outcome = try await fixture.catalog.seed(
            stays: (7...9).map { CatalogFixture.seeded(.fixture(id: StayID("stay:\($0)"))) }, replacing: true
        ) { _, _ in }
        // then only the new ones are there, unbooked
        #expect(outcome == StaySeedOutcome(written: 3, replaced: 2))
        #expect(try await fixture.catalog.stay(withID: "stay:1") == nil)
        #expect(try await fixture.catalog.stay(withID: "stay:7") != nil)
        #expect(try await fixture.catalog.reservations().isEmpty)
        #expect(try await fixture.catalog.stayCount() == 3)
    }
}
