import Foundation
import GRDB
import StaysDomain

/// The stay catalogue in one SQLite file (WAL mode): searching, lookup, booking and seeding. The only GRDB owner.
public struct SQLiteStayCatalog: StaySearching, StayLookup, Reserving, StaySeedWriting {
    /// The database file.
    public let path: String
    /// Whether it was opened for reading only or for changes.
    public let access: StayCatalogAccess
    /// The rates searches compare stays priced in different currencies at.
    public let rates: CurrencyRates
    let pool: DatabasePool
    let now: @Sendable () -> Date
    let checkpointer: BackgroundCheckpointer
    let groupCommit: GroupCommitWriter

    // MARK: - Opening

    /// Opens the catalogue at `path`. `.writing` creates a missing file and brings its schema up to date; `.reading`
    /// creates, migrates and locks nothing and refuses a missing, foreign, older or newer catalogue. `now` stamps new
    /// bookings, and a write waits up to `busyTimeout` seconds for another connection's lock before throwing
    /// `StayCatalogError.locked`; searches compare prices in different currencies at `rates` (with `.none`, only
    /// stays priced in the search's price currency are found). Throws `StayCatalogError` for every file it cannot use.
    public init(
        path: String, access: StayCatalogAccess = .writing, rates: CurrencyRates = .none,
        busyTimeout: TimeInterval = 10,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.path = path
        self.access = access
        self.rates = rates
        self.now = now
        checkpointer = BackgroundCheckpointer(path: path)
        try CatalogFileCheck(path: path, access: access).check()
        var configuration = Configuration()
        configuration.readonly = access == .reading
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = 0; PRAGMA cache_size = -65536; PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = \(BackgroundCheckpointer.backstopPages)")
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            groupCommit = GroupCommitWriter(pool: pool)
            try Self.checkSchema(of: pool, path: path, access: access)
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    /// Refuses a newer schema and a foreign one (tables but no Stays migrations: another program's database);
    /// when writing, migrates an older one or a new, empty file; when reading, refuses an older one.
    private static func checkSchema(of pool: DatabasePool, path: String, access: StayCatalogAccess) throws {
        let migrator = Self.migrator
        let applied = try pool.read { db -> Set<String>? in
            guard try db.tableExists("grdb_migrations") else {
                let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                return access == .writing && tables == 0 ? [] : nil
            }
            return try migrator.appliedIdentifiers(db)
        }
        guard let applied else { throw StayCatalogError.foreign(path: path) }
        let unknown = applied.subtracting(migrator.migrations)
        guard unknown.isEmpty else {
            throw StayCatalogError.newerDatabase(path: path, unknownMigrations: unknown.sorted())
        }
        switch access {
        case .writing: try migrator.migrate(pool)
        case .reading:
            guard applied.isSuperset(of: migrator.migrations) else { throw StayCatalogError.olderDatabase(path: path) }
        }
    }

    // MARK: - Closing

    /// Checkpoints the write-ahead log into the file and closes every connection; later calls throw.
    public func close() throws {
        do {
            if access == .writing { try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) } }
            try pool.close()
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    // MARK: - Errors

    /// Turns GRDB's and SQLite's errors into `StayCatalogError` (see `CatalogErrorMapping`); others pass through.
    static func catalogError(for error: any Error, path: String) -> any Error {
        CatalogErrorMapping(path: path).map(error)
    }
}
