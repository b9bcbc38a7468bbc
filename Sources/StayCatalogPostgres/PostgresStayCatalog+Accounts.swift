import Foundation
import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog: AccountStoring {
    // MARK: - Accounts

    /// Stores a new account, or throws `AccountError.emailTaken` when the email has one.
    public func createAccount(email: String, name: String, passwordHash: String, createdAt: Date) async throws
        -> GuestAccount
    {
        let sql: PostgresQuery = """
            INSERT INTO accounts (email, name, password_hash, created_at)
            VALUES (\(email), \(name), \(passwordHash), \(createdAt.timeIntervalSince1970)) RETURNING id
            """
        do {
            let id = try await first(sql)?.decode(Int64.self) ?? 0
            return GuestAccount(id: CatalogIdentifiers.accountID(id), email: email, name: name)
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == PostgresError.Code.uniqueViolation.raw {
            throw AccountError.emailTaken
        }
    }

    /// The account with this email and its password hash, or nil.
    public func credentials(forEmail email: String) async throws -> StoredCredentials? {
        let sql: PostgresQuery = "SELECT id, email, name, password_hash FROM accounts WHERE email = \(email)"
        guard let (id, email, name, hash) = try await first(sql)?.decode((Int64, String, String, String).self) else {
            return nil
        }
        return StoredCredentials(
            account: GuestAccount(id: CatalogIdentifiers.accountID(id), email: email, name: name), passwordHash: hash)
    }

    // MARK: - Sessions

    /// Stores a session under its token's hash, forgetting sessions that have expired.
    public func createSession(tokenHash: String, accountID: AccountID, expiresAt: Date) async throws {
        guard let number = CatalogIdentifiers.accountNumber(accountID) else { throw AccountError.notSignedIn }
        try await execute("DELETE FROM sessions WHERE expires_at <= \(now().timeIntervalSince1970)")
        try await execute(
            """
            INSERT INTO sessions (token_hash, account_id, expires_at)
            VALUES (\(tokenHash), \(number), \(expiresAt.timeIntervalSince1970))
            """)
    }

    /// The account of a session that has not expired at `now`, or nil.
    public func account(forTokenHash tokenHash: String, at now: Date) async throws -> GuestAccount? {
        let sql: PostgresQuery = """
            SELECT a.id, a.email, a.name FROM sessions AS s JOIN accounts AS a ON a.id = s.account_id
            WHERE s.token_hash = \(tokenHash) AND s.expires_at > \(now.timeIntervalSince1970)
            """
        guard let (id, email, name) = try await first(sql)?.decode((Int64, String, String).self) else { return nil }
        return GuestAccount(id: CatalogIdentifiers.accountID(id), email: email, name: name)
    }

    /// Forgets a session.
    public func deleteSession(tokenHash: String) async throws {
        try await execute("DELETE FROM sessions WHERE token_hash = \(tokenHash)")
    }

    // MARK: - Statements

    /// The first row of a query, or nil.
    func first(_ sql: PostgresQuery) async throws -> PostgresRow? {
        let logger = logger
        return try await withConnection { connection in
            for try await row in try await connection.query(sql, logger: logger) { return row }
            return nil
        }
    }

    /// Runs a statement, ignoring its rows.
    func execute(_ sql: PostgresQuery) async throws {
        let logger = logger
        try await withConnection { connection in _ = try await connection.query(sql, logger: logger) }
    }
}
