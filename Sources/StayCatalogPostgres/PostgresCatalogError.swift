import StaysDomain

/// Why a PostgreSQL catalogue could not be reached or used; each case reads as a message for the user.
public enum PostgresCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalogue URL is malformed (printed without its password).
    case badURL(String, reason: String)
    /// No PostgreSQL server answered at the address.
    case unreachable(url: String, reason: String)
    /// The server answered but refused the role or the database.
    case refused(url: String, reason: String)
    /// The database has migrations this version of Stays does not know.
    case newerDatabase(url: String, unknownMigrations: [String])
    /// A stored row could not be read back.
    case damaged(reason: String)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .badURL(let url, let reason): "bad catalogue URL \(url): \(reason)"
        case .unreachable(let url, let reason): "cannot reach PostgreSQL at \(url): \(reason); is the server running?"
        case .refused(let url, let reason): "PostgreSQL at \(url) refused the connection: \(reason)"
        case .newerDatabase(let url, let migrations):
            "\(url) was written by a newer version of Stays (unknown migrations: "
                + "\(migrations.joined(separator: ", "))); upgrade Stays to open it"
        case .damaged(let reason): "the PostgreSQL catalogue holds a damaged row: \(reason)"
        }
    }
}

extension PostgresCatalogError: TemporaryCatalogFailure {
    /// Five seconds while the server cannot be reached or refuses connections (it may be restarting); nil otherwise.
    public var retryAfterSeconds: Int? {
        switch self {
        case .unreachable, .refused: 5
        default: nil
        }
    }

    /// Words for a client, naming no host or role.
    public var clientDetail: String { "the catalogue's database cannot be reached now; try again shortly" }
}
