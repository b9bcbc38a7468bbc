import Foundation
import StaysDomain

/// Keeps accounts and sessions in memory, recording the token hashes it was given.
public actor InMemoryAccountStore: AccountStoring {
    private var accounts: [String: StoredCredentials] = [:]
    private var sessions: [String: (account: GuestAccount, expiresAt: Date)] = [:]

    /// Every token hash a session was stored under, oldest first.
    public private(set) var receivedTokenHashes: [String] = []

    /// Creates an empty store.
    public init() {}

    /// Stores the account, or throws `emailTaken`.
    public func createAccount(email: String, name: String, passwordHash: String, createdAt: Date) async throws
        -> GuestAccount
    {
        guard accounts[email] == nil else { throw AccountError.emailTaken }
        let account = GuestAccount(id: AccountID("acct-\(accounts.count + 1)"), email: email, name: name)
        accounts[email] = StoredCredentials(account: account, passwordHash: passwordHash)
        return account
    }

    /// The stored credentials of the email.
    public func credentials(forEmail email: String) async throws -> StoredCredentials? {
        accounts[email]
    }

    /// Stores a session.
    public func createSession(tokenHash: String, accountID: AccountID, expiresAt: Date) async throws {
        guard let account = accounts.values.first(where: { $0.account.id == accountID })?.account else {
            throw TestDoubleError.unexpectedCall("session for unknown \(accountID)")
        }
        receivedTokenHashes.append(tokenHash)
        sessions[tokenHash] = (account, expiresAt)
    }

    /// The account of a live session.
    public func account(forTokenHash tokenHash: String, at now: Date) async throws -> GuestAccount? {
        guard let session = sessions[tokenHash], session.expiresAt > now else { return nil }
        return session.account
    }

    /// Forgets a session.
    public func deleteSession(tokenHash: String) async throws {
        sessions[tokenHash] = nil
    }
}
