import Foundation
import StaysDomain

/// Knows one account behind one token; signing up or in answers with them, any other token is nobody's.
public struct GuestAccountsStub: GuestAccounting {
    /// The account the token belongs to.
    public let account: GuestAccount
    /// The one live token.
    public let token: String

    /// Creates a stub for `account` signed in with `token`.
    public init(
        account: GuestAccount = GuestAccount(id: AccountID("acct-1"), email: "ada@example.com", name: "Ada"),
        token: String = "stays_test-token"
    ) {
        self.account = account
        self.token = token
    }

    /// Answers with the account.
    public func signUp(email: String, name: String, password: String) async throws -> GuestAccount {
        account
    }

    /// Answers with a session of the token (expiring in 2030).
    public func signIn(email: String, password: String) async throws -> GuestSession {
        GuestSession(token: token, expiresAt: Date(timeIntervalSince1970: 1_900_000_000), account: account)
    }

    /// Does nothing.
    public func signOut(token: String) async throws {}

    /// The account for the one token, else nil.
    public func account(forToken token: String) async throws -> GuestAccount? {
        token == self.token ? account : nil
    }
}
