import Foundation
import GRDB
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct OpeningTests {
    // MARK: - Migrations

    @Test func anEmptyFileIsRefusedEvenForWritingAndANewPathIsCreated() async throws {
        // given a 0-byte file (a failed copy or restore) beside a real catalogue
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        let empty = fixture.folder.appendingPathComponent("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        // then opening it to write is refused and leaves it empty, while a missing path becomes a new catalogue
        #expect(throws: StayCatalogError.foreign(path: empty)) { try SQLiteStayCatalog(path: empty) }
        #expect((try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int) == 0)
        let fresh = try SQLiteStayCatalog(path: fixture.folder.appendingPathComponent("new.sqlite").path)
        #expect(try await fresh.stay(withID: "stay:0000001") == nil)
        let reopened = try SQLiteStayCatalog(path: fixture.path)
        #expect(try await reopened.stay(withID: "stay:0000001") == .fixture())
    }

    @Test func anotherProgramsDatabaseIsRefusedForWritingAndLeftAlone() async throws {
        let fixture = try await CatalogFixture()
        let path = fixture.folder.appendingPathComponent("notes.sqlite").path
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        #expect(throws: StayCatalogError.foreign(path: path)) { try SQLiteStayCatalog(path: path) }
        let tables = try await DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(tables == ["notes"])
    }

    @Test func aCatalogueWithDamagedPagesFailsTheSoundnessCheck() async throws {
        // given a catalogue of 400 stays whose middle pages are overwritten
        let stays = (1...400).map { number in
            CatalogFixture.seeded(.fixture(id: StayID(String(format: "stay:%07d", number)), title: "Stay \(number)"))
        }
        let fixture = try await CatalogFixture(stays: stays)
        try fixture.catalog.close()
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: fixture.path))
        let size = try file.seekToEnd()
        try file.seek(toOffset: size / 2 / 4_096 * 4_096)
        try file.write(contentsOf: Data(repeating: 0xA5, count: 8 * 4_096))
        try file.close()
        // then opening it or checking it refuses it as damaged
        await #expect {
            try await SQLiteStayCatalog(path: fixture.path).checkSoundness()
        } throws: { error in
            switch error as? StayCatalogError {
            case .damaged(let path, let problems)?: path == fixture.path && !problems.isEmpty
            case .unreadable(let path, _)?: path == fixture.path
            default: false
            }
        }
    }

    @Test func aDatabaseFromANewerVersionIsRefused() async throws {
        let fixture = try await CatalogFixture()
        let pool = try DatabasePool(path: fixture.path)
        try await pool.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')")
        }
        #expect(throws: StayCatalogError.newerDatabase(path: fixture.path, unknownMigrations: ["v99-future"])) {
            try SQLiteStayCatalog(path: fixture.path)
        }
    }

    // MARK: - Bad files

    @Test func aReadOnlyFileIsRefusedClearly() async throws {
        let fixture = try await CatalogFixture()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: fixture.path)
        #expect(throws: StayCatalogError.readOnly(path: fixture.path)) { try SQLiteStayCatalog(path: fixture.path) }
        #expect(StayCatalogError.readOnly(path: fixture.path).description.contains("read-only"))
    }

    @Test func aFileThatIsNotADatabaseIsUnreadable() async throws {
        let fixture = try await CatalogFixture()
        let path = fixture.folder.appendingPathComponent("notes.sqlite").path
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(String(repeating: "not a database\n", count: 200).utf8)))
        #expect { try SQLiteStayCatalog(path: path) } throws: { error in
            guard case .unreadable(let failing, _) = error as? StayCatalogError else { return false }
            return failing == path
        }
    }

    @Test func aMissingFolderOrAFolderPathIsUnreadable() async throws {
        let fixture = try await CatalogFixture()
        let missing = fixture.folder.appendingPathComponent("nowhere/stays.sqlite").path
        #expect(
            throws: StayCatalogError.unreadable(
                path: missing, reason: "the folder \(fixture.folder.path)/nowhere does not exist")
        ) {
            try SQLiteStayCatalog(path: missing)
        }
        #expect(throws: StayCatalogError.unreadable(path: fixture.folder.path, reason: "it is a folder, not a file")) {
            try SQLiteStayCatalog(path: fixture.folder.path)
        }
    }
}
