import Foundation

/// Signs guests up, in and out, and tells whose a session token is.
public protocol GuestAccounting: Sendable {
    /// Creates an account, or throws `AccountError` for a malformed field or a taken email.
    func signUp(email: String, name: String, password: String) async throws -> GuestAccount
    /// Starts a session, or throws `AccountError.wrongCredentials`.
    func signIn(email: String, password: String) async throws -> GuestSession
    /// Ends the session of a token; an unknown token is already signed out.
    func signOut(token: String) async throws
    /// The account a live token belongs to, or nil for an unknown, expired or malformed token.
    func account(forToken token: String) async throws -> GuestAccount?
}

/// Keeps accounts and sessions; tokens are stored only as hashes.
public protocol AccountStoring: Sendable {
    /// Stores a new account, or throws `AccountError.emailTaken`.
    func createAccount(email: String, name: String, passwordHash: String, createdAt: Date) async throws
        -> GuestAccount
    /// The account with this (normalised) email and its password hash, or nil.
    func credentials(forEmail email: String) async throws -> StoredCredentials?
    /// Stores a session under the hash of its token.
    func createSession(tokenHash: String, accountID: AccountID, expiresAt: Date) async throws
    /// The account whose session has this token hash and has not expired at `now`, or nil.
    func account(forTokenHash tokenHash: String, at now: Date) async throws -> GuestAccount?
    /// Forgets a session; unknown hashes are ignored.
    func deleteSession(tokenHash: String) async throws
}

/// An account as stored, with the hash its password is checked against.
public struct StoredCredentials: Hashable, Sendable {
    /// The account.
    public let account: GuestAccount
    /// The password's slow hash (bcrypt).
    public let passwordHash: String

    /// Creates stored credentials.
    public init(account: GuestAccount, passwordHash: String) {
        self.account = account
        self.passwordHash = passwordHash
    }
}

/// Turns passwords into slow salted hashes and checks them, off the caller's thread.
public protocol PasswordHashing: Sendable {
    /// A new salted hash of the password.
    func hash(_ password: String) async -> String
    /// Whether the password matches the hash.
    func verify(_ password: String, against hash: String) async -> Bool
}
