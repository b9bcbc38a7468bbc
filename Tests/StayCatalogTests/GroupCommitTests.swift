import Foundation
import GRDB
import StaysDomain
import StaysTestSupport
import Synchronization
import Testing

@testable import StayCatalog

@Suite struct GroupCommitTests {
    /// Three stays, so bookings of different stays never collide.
    static func fixture() async throws -> CatalogFixture {
        try await CatalogFixture(
            stays: (1...3).map { CatalogFixture.seeded(.fixture(id: StayID(String(format: "stay:%07d", $0)))) })
    }

    /// Holds the writer connection inside a durable write until `release` is signalled; returns that write once it
    /// has begun.
    static func holdWriter(of catalog: SQLiteStayCatalog, until release: DispatchSemaphore) async throws
        -> Task<Void, any Error>
    {
        let started = Mutex(false)
        let holder = Task {
            try await catalog.durably { _ in
                started.withLock { $0 = true }
                release.wait()
            }
        }
        for _ in 0..<2_000 where !started.withLock({ $0 }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(started.withLock { $0 })
        return holder
    }

    static func waitUntil(_ count: Int, areWaitingIn catalog: SQLiteStayCatalog) async throws {
        for _ in 0..<2_000 where catalog.groupCommit.waitingCount < count {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(catalog.groupCommit.waitingCount == count)
    }

    // MARK: - One transaction for the waiting bookings

    @Test func bookingsWaitingTogetherCommitInOneDurableTransaction() async throws {
        // given a writer busy with one durable write, and a trace of the writer connection's statements
        let fixture = try await Self.fixture()
        let catalog = fixture.catalog
        let statements = Mutex<[String]>([])
        try await catalog.pool.writeWithoutTransaction { db in
            db.trace { event in statements.withLock { $0.append("\(event)") } }
        }
        let release = DispatchSemaphore(value: 0)
        let holder = try await Self.holdWriter(of: catalog, until: release)

        // when three bookings of different stays arrive while it writes
        let bookings = (1...3).map { number in
            Task {
                try await catalog.reserve(
                    StayID(String(format: "stay:%07d", number)), dates: .fixture("2030-03-01", "2030-03-04"),
                    guestName: "Guest \(number)", guests: .fixture())
            }
        }
        try await Self.waitUntil(3, areWaitingIn: catalog)
        release.signal()
        try await holder.value
        for booking in bookings { _ = try await booking.value }

        // then all three are booked by one more transaction, synced fully
        let run = statements.withLock { $0 }.filter { $0.hasPrefix("BEGIN") || $0.contains("synchronous") }
        #expect(
            run.suffix(3) == [
                "PRAGMA synchronous = FULL", "BEGIN IMMEDIATE TRANSACTION", "PRAGMA synchronous = NORMAL",
            ])
        #expect(run.filter { $0.hasPrefix("BEGIN") }.count == 2)
        #expect(try await catalog.reservations().count == 3)
    }

    // MARK: - One failure fails only itself

    @Test func aRefusedBookingInABatchLeavesTheOthersBooked() async throws {
        // given a busy writer and four bookings waiting: two of them for the same nights of one stay, one unknown
        let fixture = try await Self.fixture()
        let catalog = fixture.catalog
        let release = DispatchSemaphore(value: 0)
        let holder = try await Self.holdWriter(of: catalog, until: release)
        let requests: [(StayID, String)] = [
            ("stay:0000001", "Kim"), ("stay:0000001", "Lee"), ("stay:9999999", "Park"), ("stay:0000002", "Cho"),
        ]
        var tasks: [Task<Reservation, any Error>] = []
        for (stay, name) in requests {
            tasks.append(
                Task {
                    try await catalog.reserve(
                        stay, dates: .fixture("2030-03-01", "2030-03-04"), guestName: name, guests: .fixture())
                })
            try await Self.waitUntil(tasks.count, areWaitingIn: catalog)
        }

        // when the batch commits
        release.signal()
        try await holder.value
        var answers: [String] = []
        for task in tasks {
            switch await task.result {
            case .success(let reservation): answers.append("booked \(reservation.guestName)")
            case .failure(let error): answers.append("\(error)")
            }
        }

        // then the first of the overlapping pair and the other stay are booked; each refusal is its own
        #expect(
            answers == [
                "booked Kim", StayQueryError.notAvailable("stay:0000001").description,
                StayQueryError.unknownStay("stay:9999999").description, "booked Cho",
            ])
        #expect(try await catalog.reservations().map(\.guestName).sorted() == ["Cho", "Kim"])
    }
}
