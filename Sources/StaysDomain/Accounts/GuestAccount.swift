import Foundation

/// A guest account's identifier, e.g. `acct-12`.
public struct AccountID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as text.
    public let rawValue: String

    /// Wraps an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier as text.
    public var description: String { rawValue }
}

/// A person who can sign in and book: `{"id", "email", "name"}` on the wire.
public struct GuestAccount: Hashable, Sendable, Codable {
    /// Stable identifier.
    public let id: AccountID
    /// The sign-in address, trimmed and lower-cased.
    public let email: String
    /// The name bookings are made in.
    public let name: String

    /// Creates an account.
    public init(id: AccountID, email: String, name: String) {
        self.id = id
        self.email = email
        self.name = name
    }
}

extension String {
    /// The first word of a person's name, as guests see a host and hosts see a guest ("Min-ji Park" → "Min-ji").
    public var firstName: String {
        split(separator: " ").first.map(String.init) ?? self
    }
}

/// A signed-in session: the bearer token (shown once) and when it stops working.
public struct GuestSession: Hashable, Sendable {
    /// The secret the guest sends back as `Authorization: Bearer …` or a cookie.
    public let token: String
    /// When the token stops being accepted.
    public let expiresAt: Date
    /// Whose session it is.
    public let account: GuestAccount

    /// Creates a session.
    public init(token: String, expiresAt: Date, account: GuestAccount) {
        self.token = token
        self.expiresAt = expiresAt
        self.account = account
    }
}
