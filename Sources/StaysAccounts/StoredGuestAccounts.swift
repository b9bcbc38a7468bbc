import Foundation
import StaysDomain
import Synchronization

/// Guest accounts over any `AccountStoring`: checks the fields, hashes passwords, issues expiring tokens.
public struct StoredGuestAccounts: GuestAccounting {
    /// How long a session lasts.
    public static let sessionLifetime: TimeInterval = 30 * 86_400

    private let store: any AccountStoring
    private let hasher: any PasswordHashing
    private let tokens: SessionTokens
    private let now: @Sendable () -> Date
    private let decoy = DecoyHash()

    /// Creates the service; `now` is the clock sessions expire by.
    public init(
        store: any AccountStoring, hasher: any PasswordHashing, tokens: SessionTokens = SessionTokens(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.hasher = hasher
        self.tokens = tokens
        self.now = now
    }

    // MARK: - GuestAccounting

    /// Checks the fields and stores the account with a bcrypt hash of its password.
    public func signUp(email: String, name: String, password: String) async throws -> GuestAccount {
        let email = try AccountRules.email(email)
        let name = try AccountRules.name(name)
        let password = try AccountRules.password(password)
        return try await store.createAccount(
            email: email, name: name, passwordHash: await hasher.hash(password), createdAt: now())
    }

    /// Checks the password (spending the same time for an unknown email) and starts a session.
    public func signIn(email: String, password: String) async throws -> GuestSession {
        guard let email = try? AccountRules.email(email), password.utf8.count <= AccountRules.maximumPasswordBytes
        else { throw AccountError.wrongCredentials }
        let stored = try await store.credentials(forEmail: email)
        let hash: String
        if let stored { hash = stored.passwordHash } else { hash = await decoyHash() }
        let matches = await hasher.verify(password, against: hash)
        guard let stored, matches else { throw AccountError.wrongCredentials }
        let token = tokens.make()
        let expiresAt = now().addingTimeInterval(Self.sessionLifetime)
        try await store.createSession(tokenHash: tokens.hash(token), accountID: stored.account.id, expiresAt: expiresAt)
        return GuestSession(token: token, expiresAt: expiresAt, account: stored.account)
    }

    /// A hash of a password nobody has, made once at the hasher's cost, so an unknown email costs a real check.
    private func decoyHash() async -> String {
        if let hash = decoy.value.withLock({ $0 }) { return hash }
        let hash = await hasher.hash("decoy password for unknown emails")
        decoy.value.withLock { $0 = hash }
        return hash
    }

    /// Forgets the token's session.
    public func signOut(token: String) async throws {
        guard tokens.isWellFormed(token) else { return }
        try await store.deleteSession(tokenHash: tokens.hash(token))
    }

    /// The account of a live, well-formed token.
    public func account(forToken token: String) async throws -> GuestAccount? {
        guard tokens.isWellFormed(token) else { return nil }
        return try await store.account(forTokenHash: tokens.hash(token), at: now())
    }
}

/// The decoy hash, made on first need and kept.
private final class DecoyHash: Sendable {
    let value = Mutex<String?>(nil)
}
