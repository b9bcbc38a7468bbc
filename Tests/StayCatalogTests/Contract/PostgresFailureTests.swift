import Foundation
import Logging
import PostgresNIO
import StayCatalogPostgres
import StaysDomain
import StaysTestSupport
import XCTest

/// The PostgreSQL catalogue under contention and outage: attempts shared by instances, overlapping bookings that
/// never fail as anything but "not available", and a pool that gives up waiting instead of hanging.
final class PostgresFailureTests: XCTestCase {
    func testConcurrentAttemptsOverTwoInstancesLetFiveThrough() async throws {
        let database = try await PostgresScratchDatabase.make()
        let (first, second) = (database.catalog(), database.catalog())
        defer {
            first.close()
            second.close()
        }
        try await AttemptStoreChecks.concurrentAttemptsOverTwoInstancesLetFiveThrough(first, second)
    }

    func testWaitsEndDoubleAndClear() async throws {
        let catalog = try await PostgresScratchDatabase.make().catalog()
        defer { catalog.close() }
        try await AttemptStoreChecks.waitsEndDoubleAndClear(catalog)
    }

    func testTwoHundredPartlyOverlappingBookingsOnTwoInstancesAreBookedOrRefusedNeverFailed() async throws {
        // given one stay and two instances' catalogues on the database
        let database = try await PostgresScratchDatabase.make()
        let seeding = database.catalog()
        try await seeding.seed(stays: [CatalogFixture.seeded(.fixture())]) { _, _ in }
        let instances = [
            PostgresStayCatalog(url: database.url, maximumConnections: 16, minimumConnections: 0),
            PostgresStayCatalog(url: database.url, maximumConnections: 16, minimumConnections: 0),
        ]
        defer {
            for catalog in instances + [seeding] { catalog.close() }
        }
        // when two hundred bookings of ranges that overlap in part arrive at once
        let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<200 {
                let start = 1 + index % 20
                let dates = StayDates.fixture(Self.day(start), Self.day(start + 1 + index % 4))
                let catalog = instances[index % 2]
                group.addTask {
                    do {
                        _ = try await catalog.reserve(
                            "stay:0000001", dates: dates, guestName: "Guest \(index)", guests: .fixture())
                        return "booked"
                    } catch StayQueryError.notAvailable {
                        return "refused"
                    } catch {
                        return "failed: \(error)"
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        // then each is booked or refused as not available, and no two bookings share a night
        XCTAssertEqual(outcomes.filter { $0.hasPrefix("failed") }, [])
        let booked = try await seeding.reservations().map(\.dates)
        for (index, dates) in booked.enumerated() {
            for other in booked[(index + 1)...] {
                XCTAssertFalse(dates.checkIn < other.checkOut && other.checkIn < dates.checkOut, "\(dates) \(other)")
            }
        }
    }

    func testAStatementThatGetsNoConnectionGivesUpWithinTheLeaseTimeout() async throws {
        // given a catalogue of one connection, held by a search waiting on a lock another session keeps
        let database = try await PostgresScratchDatabase.make()
        let catalog = PostgresStayCatalog(
            url: database.url, maximumConnections: 1, minimumConnections: 0, leaseTimeout: .seconds(1))
        defer { catalog.close() }
        try await catalog.seed(stays: [CatalogFixture.seeded(.fixture())]) { _, _ in }
        let logger = Logger(label: "stays.tests", factory: { _ in SwiftLogNoOpLogHandler() })
        let url = database.url
        let locker = try await PostgresConnection.connect(
            configuration: .init(
                host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
                tls: .disable), id: 3, logger: logger)
        try await locker.query("BEGIN", logger: logger)
        try await locker.query("LOCK TABLE stays IN ACCESS EXCLUSIVE MODE", logger: logger)
        let blocked = Task { try await catalog.stay(withID: "stay:0000001") }
        try await Task.sleep(for: .milliseconds(200))

        // when another statement asks for a connection
        let start = ContinuousClock.now
        var failure: (any Error)?
        do { _ = try await catalog.stay(withID: "stay:0000001") } catch { failure = error }

        // then it is told the database cannot be reached after about a second, not after the lock is gone
        let waited = ContinuousClock.now - start
        guard case .unreachable = failure as? PostgresCatalogError else {
            return XCTFail("expected unreachable, got \(String(describing: failure))")
        }
        XCTAssertEqual((failure as? any TemporaryCatalogFailure)?.retryAfterSeconds, 5)
        XCTAssertLessThan(waited, .seconds(6))  // lease timeout 1 s, with room for a loaded CI machine
        try await locker.query("COMMIT", logger: logger)
        try await locker.close()
        _ = try? await blocked.value
    }

    func testExpiredSessionsAndOldKeysAreForgotten() async throws {
        let database = try await PostgresScratchDatabase.make()
        let catalog = database.catalog()
        let later = PostgresStayCatalog(
            url: database.url, maximumConnections: 2, minimumConnections: 0,
            now: { Date().addingTimeInterval(2 * 86_400) })
        defer {
            catalog.close()
            later.close()
        }
        try await catalog.seed(stays: [CatalogFixture.seeded(.fixture())]) { _, _ in }
        try await PurgeChecks.expiredSessionsAndOldKeysAreForgotten(catalog, later: later) { table in
            try await database.integer("SELECT count(*)::int8 FROM \(table)")
        }
    }

    func testDuringAnOutageStatementsFailUnreachableWithinSecondsAndRecoverAfter() async throws {
        // given a catalogue that has answered once
        let database = try await PostgresScratchDatabase.make()
        let catalog = PostgresStayCatalog(
            url: database.url, maximumConnections: 4, minimumConnections: 0, leaseTimeout: .seconds(2))
        defer { catalog.close() }
        try await catalog.seed(stays: [CatalogFixture.seeded(.fixture())]) { _, _ in }
        _ = try await catalog.stay(withID: "stay:0000001")

        // when the database stops taking connections and every open one is ended (as in an outage)
        let name = database.url.database
        try await PostgresScratchDatabase.execute(
            "ALTER DATABASE \(name) ALLOW_CONNECTIONS false", on: database.server)
        try await PostgresScratchDatabase.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'", on: database.server)
        var failures: [String] = []
        let start = ContinuousClock.now
        for _ in 0..<3 {
            do {
                _ = try await catalog.stay(withID: "stay:0000001")
                failures.append("answered")
            } catch let error as PostgresCatalogError {
                if case .unreachable = error { failures.append("unreachable") } else { failures.append("\(error)") }
            } catch {
                failures.append(String(reflecting: error))
            }
        }
        let waited = ContinuousClock.now - start

        // then each statement is told the database cannot be reached, within the lease timeout, not after the outage
        XCTAssertEqual(failures, ["unreachable", "unreachable", "unreachable"])
        XCTAssertLessThan(waited, .seconds(9))

        // and once it takes connections again, so does the catalogue
        try await PostgresScratchDatabase.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS true", on: database.server)
        var recovered = false
        for _ in 0..<50 where !recovered {
            recovered = (try? await catalog.stay(withID: "stay:0000001")) != nil
            if !recovered { try await Task.sleep(for: .milliseconds(200)) }
        }
        XCTAssertTrue(recovered)
    }

    private static func day(_ number: Int) -> String {
        "2030-06-" + (number < 10 ? "0" : "") + String(number)
    }
}
