import Dispatch
import Foundation
import GRDB
import StayCatalog
import StaysDomain
import StaysTestSupport
import Synchronization
import Testing

@Suite struct ReadOnlyOpeningTests {
    // MARK: - Nothing created

    @Test func aMissingFileOrFolderIsMissingAndNothingIsCreated() async throws {
        let fixture = try await CatalogFixture()
        let missing = fixture.folder.appendingPathComponent("typo.sqlite").path
        let nowhere = fixture.folder.appendingPathComponent("nowhere/stays.sqlite").path
        #expect(throws: StayCatalogError.missing(path: missing)) {
            try SQLiteStayCatalog(path: missing, access: .reading)
        }
        #expect(throws: StayCatalogError.missing(path: nowhere)) {
            try SQLiteStayCatalog(path: nowhere, access: .reading)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(left.allSatisfy { $0.hasPrefix("stays.sqlite") })
        #expect(StayCatalogError.missing(path: missing).description.contains(missing))
    }

    @Test func aForeignDatabaseIsRefusedAndLeftAlone() async throws {
        // given an SQLite file of some other program, in rollback-journal mode
        let fixture = try await CatalogFixture()
        let path = fixture.folder.appendingPathComponent("notes.sqlite").path
        let notes = try DatabaseQueue(path: path)
        try await notes.write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT)") }
        try notes.close()
        // when a read command opens it, then it is refused and neither migrated nor switched to WAL
        #expect(throws: StayCatalogError.foreign(path: path)) { try SQLiteStayCatalog(path: path, access: .reading) }
        let reopened = try DatabaseQueue(path: path)
        let journal = try await reopened.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        let migrated = try await reopened.read { db in try db.tableExists("grdb_migrations") }
        #expect(journal == "delete")
        #expect(!migrated)
    }

    @Test func anEmptyOrTinyFileIsNotACatalogueWhenReading() async throws {
        let fixture = try await CatalogFixture()
        for (name, contents) in [("empty.sqlite", Data()), ("x.sqlite", Data("x".utf8))] {
            let path = fixture.folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: contents))
            #expect(throws: StayCatalogError.foreign(path: path)) {
                try SQLiteStayCatalog(path: path, access: .reading)
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        }
    }

    @Test func newerAndOlderSchemasAreRefusedWhenReading() async throws {
        let fixture = try await CatalogFixture()
        let pool = try DatabasePool(path: fixture.path)
        try await pool.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')")
        }
        #expect(throws: StayCatalogError.newerDatabase(path: fixture.path, unknownMigrations: ["v99-future"])) {
            try SQLiteStayCatalog(path: fixture.path, access: .reading)
        }
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier IN ('v99-future', 'v3')")
        }
        #expect(throws: StayCatalogError.olderDatabase(path: fixture.path)) {
            try SQLiteStayCatalog(path: fixture.path, access: .reading)
        }
    }

    @Test func aDeviceIsRefusedInEitherMode() {
        for access in [StayCatalogAccess.reading, .writing] {
            #expect(throws: StayCatalogError.unreadable(path: "/dev/null", reason: "it is not a regular file")) {
                try SQLiteStayCatalog(path: "/dev/null", access: access)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    }

    // MARK: - Reading

    @Test func aReadOnlyFileCanBeSearchedButNotBooked() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        try fixture.catalog.close()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: fixture.path)
        let catalog = try SQLiteStayCatalog(path: fixture.path, access: .reading)
        #expect(try await catalog.stay(withID: "stay:0000001") == .fixture())
        #expect(try await catalog.search(CatalogFixture.query("2030-02-01", "2030-02-03")).total == 1)
        await #expect(throws: StayCatalogError.readOnly(path: fixture.path)) {
            try await catalog.reserve(
                "stay:0000001", dates: .fixture("2030-03-01", "2030-03-03"), guestName: "Kim", guests: .fixture())
        }
        try catalog.close()
    }

    @Test func readingWorksWhileAnotherConnectionHoldsTheWriteLock() async throws {
        // given another connection in the middle of a write transaction
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let holder = try DatabaseQueue(path: fixture.path)
        let stage = Mutex(0)
        DispatchQueue.global().async {
            try? holder.inTransaction(.immediate) { db in
                try db.execute(sql: "DELETE FROM blocked_nights WHERE stay_id = -1")
                stage.withLock { $0 = 1 }
                let deadline = Date().addingTimeInterval(30)
                while stage.withLock({ $0 }) == 1, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
                return .commit
            }
            stage.withLock { $0 = 3 }
        }
        while stage.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(10)) }
        // when a read command opens the catalogue with a short wait and reads
        let started = ContinuousClock.now
        let catalog = try SQLiteStayCatalog(path: fixture.path, access: .reading, busyTimeout: 0.2)
        let stay = try await catalog.stay(withID: "stay:0000001")
        let reservations = try await catalog.reservations()
        stage.withLock { $0 = 2 }
        while stage.withLock({ $0 }) != 3 { try await Task.sleep(for: .milliseconds(10)) }
        // then it read without waiting for the lock (held up to 30 s; the bound is loose for a loaded machine)
        #expect(stay == .fixture())
        #expect(reservations.isEmpty)
        #expect(ContinuousClock.now - started < .seconds(20))
    }
}
