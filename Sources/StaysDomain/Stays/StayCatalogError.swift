/// Why a stay catalogue's database could not be opened or written; each case reads as a message for the user.
public enum StayCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database was written by a newer version of Stays (it has migrations this version does not know).
    case newerDatabase(path: String, unknownMigrations: [String])
    /// The database was written by an older version of Stays and a read-only opening may not upgrade it.
    case olderDatabase(path: String)
    /// Another process holds the database locked for longer than the wait allows.
    case locked(path: String)
    /// The database file may not be written.
    case readOnly(path: String)
    /// The file is missing, not a database, or damaged.
    case unreadable(path: String, reason: String)
    /// No catalogue exists at the path (a read-only opening creates none).
    case missing(path: String)
    /// The file exists but holds no stay catalogue (it is empty, or another program's SQLite database).
    case foreign(path: String)
    /// Seeding found stays already there and was not asked to replace them.
    case alreadySeeded(path: String, stays: Int)
    /// A check of the stored pages found damage (the first problems found); the file must be restored or recovered.
    case damaged(path: String, problems: [String])
    /// The disk holding the database is full: nothing more can be written until space is freed (reading still works).
    case diskFull(path: String)
    /// The database refused an operation for a reason other than the file (disk full, a stored value out of shape).
    case failed(path: String, reason: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .newerDatabase(let path, let migrations):
            "\(path) was written by a newer version of Stays (unknown migrations: "
                + "\(migrations.joined(separator: ", "))); upgrade Stays to open it"
        case .olderDatabase(let path):
            "\(path) was written by an older version of Stays; run a command that changes it (stays seed, reserve, "
                + "cancel or serve) once to upgrade it"
        case .locked(let path): "\(path) is locked by another process; try again"
        case .readOnly(let path): "\(path) is read-only; stays need a writable database"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .missing(let path):
            "there is no stay catalogue at \(path); check --database, or create one with "
                + "`stays seed --count N --seed S` or by starting `stays`"
        case .foreign(let path):
            "\(path) is not a stay catalogue (an empty file or another program's database); pass another --database"
        case .alreadySeeded(let path, let stays):
            "\(path) already holds \(stays) stays; pass --replace to replace them (their bookings go with them)"
        case .damaged(let path, let problems):
            "\(path) is damaged (\(problems.prefix(3).joined(separator: "; "))); it is not served, so nothing more is "
                + "written to it: restore it from a backup, or save what is readable with "
                + "`sqlite3 \(path) .recover | sqlite3 recovered.sqlite` and serve that"
        case .diskFull(let path): "the catalogue \(path) cannot be written: its disk is full"
        case .failed(let path, let reason): "the catalogue \(path) could not be used: \(reason)"
        }
    }
}
