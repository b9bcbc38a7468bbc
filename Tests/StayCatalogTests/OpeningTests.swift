import Foundation
import GRDB
import StayCatalog
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct OpeningTests {
    // MARK: - Migrations

    @Test func anEmptyFileIsMigratedAndReopensWithItsData() async throws {
        let fixture = try await CatalogFixture(stays: [CatalogFixture.seeded(.fixture())])
        #expect(
            FileManager.default.createFile(
                atPath: fixture.folder.appendingPathComponent("empty.sqlite").path, contents: Data()))
        let empty = try SQLiteStayCatalog(path: fixture.folder.appendingPathComponent("empty.sqlite").path)
        #expect(try await empty.stay(withID: "stay:0000001") == nil)
        let reopened = try SQLiteStayCatalog(path: fixture.path)
        #expect(try await reopened.stay(withID: "stay:0000001") == .fixture())
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
