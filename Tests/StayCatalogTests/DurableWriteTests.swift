import GRDB
import StaysDomain
import StaysTestSupport
import Synchronization
import Testing

@testable import StayCatalog

@Suite struct DurableWriteTests {
    // MARK: - Booking and cancelling sync fully

    @Test func bookingAndCancellingCommitWithSynchronousFullAndThenRestoreNormal() async throws {
        // given a catalogue whose writer connection records every statement it runs
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let statements = Mutex<[String]>([])
        try await fixture.catalog.pool.writeWithoutTransaction { db in
            db.trace { event in statements.withLock { $0.append("\(event)") } }
        }

        // when a booking is made and then cancelled
        let booking = try await fixture.catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-04"), guestName: "Kim", guests: .fixture())
        _ = try await fixture.catalog.cancel(reservationID: booking.id, today: .fixture("2030-02-01"))

        // then each transaction ran between a switch to FULL and a switch back to NORMAL
        let run = statements.withLock { $0 }
        let transactions = run.filter { $0.hasPrefix("BEGIN") || $0.hasPrefix("COMMIT") || $0.contains("synchronous") }
        #expect(
            transactions == [
                "PRAGMA synchronous = FULL", "BEGIN IMMEDIATE TRANSACTION", "COMMIT TRANSACTION",
                "PRAGMA synchronous = NORMAL",
                "PRAGMA synchronous = FULL", "BEGIN IMMEDIATE TRANSACTION", "COMMIT TRANSACTION",
                "PRAGMA synchronous = NORMAL",
            ])
    }

    @Test func aDurableWriteSeesSynchronousFullInsideItsTransaction() async throws {
        let fixture = try await CatalogFixture()
        let inside = try await fixture.catalog.durably { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        let after = try await fixture.catalog.pool.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
        #expect(inside == 2 && after == 1)
    }
}
