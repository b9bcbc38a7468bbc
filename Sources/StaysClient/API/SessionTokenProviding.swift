import Synchronization

/// Gives the session token to send as `Authorization: Bearer …`, or nil when signed out.
public protocol SessionTokenProviding: Sendable {
    /// The current token, or nil.
    func sessionToken() async throws -> String?
}

/// A token kept in memory for the life of the program; set it after signing in, clear it after signing out.
public final class InMemorySessionToken: SessionTokenProviding {
    private let token: Mutex<String?>

    /// Creates a holder, signed out unless a token is given.
    public init(_ token: String? = nil) {
        self.token = Mutex(token)
    }

    /// Replaces the token; nil signs out.
    public func set(_ newToken: String?) {
        token.withLock { $0 = newToken }
    }

    /// The current token, or nil.
    public func sessionToken() async throws -> String? {
        token.withLock { $0 }
    }
}
