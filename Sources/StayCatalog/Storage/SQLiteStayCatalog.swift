import Foundation
import GRDB
import StaysDomain

/// The stay catalogue in one SQLite file (WAL mode): searching, lookup, booking and seeding. The only GRDB owner.
public struct SQLiteStayCatalog: StaySearching, StayLookup, Reserving, StaySeedWriting {
    /// The database file.
    public let path: String
    let pool: DatabasePool
    let now: @Sendable () -> Date
    let checkpointer: BackgroundCheckpointer

    // MARK: - Opening

    /// Opens or creates the catalogue at `path` and brings its schema up to date; `now` stamps new bookings, and a
    /// write waits up to `busyTimeout` seconds for another connection's lock before throwing
    /// `StayCatalogError.locked`. Throws `StayCatalogError` for a newer, locked, read-only or unreadable database.
    public init(path: String, busyTimeout: TimeInterval = 10, now: @escaping @Sendable () -> Date = { Date() }) throws {
        self.path = path
        self.now = now
        checkpointer = BackgroundCheckpointer(path: path)
        try Self.refuseUnwritableFile(at: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(
                sql: "PRAGMA mmap_size = 4294967296; PRAGMA cache_size = -65536; PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = \(BackgroundCheckpointer.backstopPages)")
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            let migrator = Self.migrator
            let unknown = try pool.read { db in try migrator.appliedIdentifiers(db) }
                .subtracting(migrator.migrations)
            guard unknown.isEmpty else {
                throw StayCatalogError.newerDatabase(path: path, unknownMigrations: unknown.sorted())
            }
            try migrator.migrate(pool)
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    // MARK: - Closing

    /// Checkpoints the write-ahead log into the file and closes every connection; later calls throw.
    public func close() throws {
        do {
            try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
            try pool.close()
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    // MARK: - Errors

    /// Turns SQLite's errors about the file into `StayCatalogError`; other errors pass through.
    static func catalogError(for error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        let reason = error.message ?? error.resultCode.description
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return StayCatalogError.locked(path: path)
        case .SQLITE_READONLY: return StayCatalogError.readOnly(path: path)
        case .SQLITE_CANTOPEN, .SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_IOERR, .SQLITE_PERM:
            return StayCatalogError.unreadable(path: path, reason: reason)
        default: return error
        }
    }

    /// Refuses a file whose owner may not write it (even for root, who SQLite would let write anyway),
    /// and a path whose folder does not exist.
    private static func refuseUnwritableFile(at path: String) throws(StayCatalogError) {
        let files = FileManager()
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard folder.isEmpty || (files.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
        else { throw .unreadable(path: path, reason: "the folder \(folder) does not exist") }
        guard let attributes = try? files.attributesOfItem(atPath: path) else { return }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw .unreadable(path: path, reason: "it is a folder, not a file")
        }
        if let permissions = attributes[.posixPermissions] as? Int, permissions & 0o200 == 0 {
            throw .readOnly(path: path)
        }
    }
}
