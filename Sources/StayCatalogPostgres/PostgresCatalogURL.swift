import Foundation

/// Where a PostgreSQL catalogue lives, parsed from `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`.
public struct PostgresCatalogURL: Hashable, Sendable, CustomStringConvertible {
    /// The role to connect as.
    public let user: String
    /// The role's password, if the URL carries one; never printed.
    public let password: String?
    /// The server's host name or address.
    public let host: String
    /// The server's port.
    public let port: Int
    /// The database's name.
    public let database: String

    // MARK: - Parsing

    /// Parses the URL, or throws `PostgresCatalogError.badURL` saying what is wrong (without the password).
    public init(_ text: String) throws(PostgresCatalogError) {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme.lowercased())
        else { throw .badURL(Self.redacted(text), reason: "it must start with postgres://") }
        guard let host = components.host, !host.isEmpty else {
            throw .badURL(Self.redacted(text), reason: "it names no host")
        }
        guard let user = components.user, !user.isEmpty else {
            throw .badURL(Self.redacted(text), reason: "it names no user (postgres://USER@HOST:PORT/DB)")
        }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else {
            throw .badURL(Self.redacted(text), reason: "it names no database (postgres://USER@HOST:PORT/DB)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw .badURL(Self.redacted(text), reason: "the port is out of range") }
        self.user = user
        self.password = components.password
        self.host = host
        self.port = port
        self.database = database
    }

    /// Whether the text is meant as a PostgreSQL URL rather than a file path.
    public static func looksLikePostgres(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    // MARK: - Printing

    /// The URL without its password.
    public var description: String { "postgres://\(user)@\(host):\(port)/\(database)" }

    /// The URL with its password, to hand from one part of the program to another (never print it).
    public var connectionText: String {
        let name = user.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? user
        let secret = password.map { ":" + ($0.addingPercentEncoding(withAllowedCharacters: .urlPasswordAllowed) ?? $0) }
        return "postgres://\(name)\(secret ?? "")@\(host):\(port)/\(database)"
    }

    /// The text with any password between `:` and `@` replaced by `***`.
    static func redacted(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@"), let schemeEnd = text.range(of: "://")?.upperBound,
            schemeEnd < at, let colon = text[schemeEnd..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
