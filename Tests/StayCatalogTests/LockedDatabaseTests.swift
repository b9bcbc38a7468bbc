import Dispatch
import Foundation
import GRDB
import StayCatalog
import StaysDomain
import StaysTestSupport
import Synchronization
import Testing

@Suite struct LockedDatabaseTests {
    /// Where the connection holding the lock is: 0 not yet locked, 1 holding, 2 asked to let go, 3 done.
    private typealias Stage = Int

    // MARK: - Locks

    @Test func aBookingWhileAnotherConnectionHoldsTheWriteLockPastTheTimeoutIsLocked() async throws {
        // given a catalogue that waits a fifth of a second, and another connection holding an exclusive lock
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let catalog = try SQLiteStayCatalog(path: fixture.path, busyTimeout: 0.2)
        let holder = try DatabaseQueue(path: fixture.path)
        let stage = Mutex<Stage>(0)
        DispatchQueue.global().async {
            try? holder.inTransaction(.exclusive) { db in
                try db.execute(sql: "DELETE FROM blocked_nights WHERE stay_id = -1")
                stage.withLock { $0 = 1 }
                let deadline = Date().addingTimeInterval(30)
                while stage.withLock({ $0 }) == 1, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                return .commit
            }
            stage.withLock { $0 = 3 }
        }
        while stage.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(10)) }
        // when booking while the lock is held
        let started = ContinuousClock.now
        await #expect(throws: StayCatalogError.locked(path: fixture.path)) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        }
        let waited = ContinuousClock.now - started
        stage.withLock { $0 = 2 }
        while stage.withLock({ $0 }) != 3 { try await Task.sleep(for: .milliseconds(10)) }
        // then it gave up after about the timeout (well before the holder's 30 s; the suite runs in parallel on
        // two cores, so the bound is loose), booked nothing, and books once the lock is gone
        #expect(waited >= .milliseconds(150) && waited < .seconds(20))
        #expect(try await catalog.reservations().isEmpty)
        _ = try await catalog.reserve(
            "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        #expect(try await catalog.reservations().count == 1)
        #expect(StayCatalogError.locked(path: fixture.path).description.contains("locked"))
    }
}
