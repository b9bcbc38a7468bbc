import Foundation
import StaysDomain

/// `POST /api/v1/accounts`: `{"email", "name", "password"}`.
public struct SignUpBody: Codable, Sendable, Equatable {
    /// The sign-in address.
    public let email: String
    /// The name bookings are made in.
    public let name: String
    /// The password (never logged, stored only as a bcrypt hash).
    public let password: String

    /// Creates a body.
    public init(email: String, name: String, password: String) {
        self.email = email
        self.name = name
        self.password = password
    }
}

/// `POST /api/v1/sessions`: `{"email", "password"}`.
public struct SignInBody: Codable, Sendable, Equatable {
    /// The sign-in address.
    public let email: String
    /// The password.
    public let password: String

    /// Creates a body.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// The answer to signing in: `{"token", "expiresAt", "account"}`, `expiresAt` in ISO 8601 (UTC).
public struct SessionResponse: Codable, Sendable, Equatable {
    /// The bearer token.
    public let token: String
    /// When it stops working, e.g. `2026-12-23T10:00:00Z`.
    public let expiresAt: String
    /// Whose session it is.
    public let account: GuestAccount

    /// Flattens a session.
    public init(_ session: GuestSession) {
        token = session.token
        expiresAt = session.expiresAt.formatted(.iso8601)
        account = session.account
    }
}
