/// Why a stay catalogue's database could not be opened or written; each case reads as a message for the user.
public enum StayCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database was written by a newer version of Stays (it has migrations this version does not know).
    case newerDatabase(path: String, unknownMigrations: [String])
    /// Another process holds the database locked for longer than the wait allows.
    case locked(path: String)
    /// The database file may not be written.
    case readOnly(path: String)
    /// The file is missing, not a database, or damaged.
    case unreadable(path: String, reason: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .newerDatabase(let path, let migrations):
            "\(path) was written by a newer version of Stays (unknown migrations: "
                + "\(migrations.joined(separator: ", "))); upgrade Stays to open it"
        case .locked(let path): "\(path) is locked by another process; try again"
        case .readOnly(let path): "\(path) is read-only; stays need a writable database"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
