import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: AccountStoring {
    // MARK: - Accounts

    /// Stores a new account, or throws `AccountError.emailTaken` when the email has one.
    public func createAccount(email: String, name: String, passwordHash: String, createdAt: Date) async throws
        -> GuestAccount
    {
        do {
            let id = try await pool.write { db in
                try db.execute(
                    sql: "INSERT INTO accounts (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)",
                    arguments: [email, name, passwordHash, createdAt.timeIntervalSince1970])
                return db.lastInsertedRowID
            }
            checkpointer.noteWrite()
            return GuestAccount(id: CatalogIdentifiers.accountID(id), email: email, name: name)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw AccountError.emailTaken
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    /// The account with this email and its password hash, or nil.
    public func credentials(forEmail email: String) async throws -> StoredCredentials? {
        try await reading { db in
            let sql = "SELECT id, email, name, password_hash FROM accounts WHERE email = ?"
            guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [email]) else { return nil }
            return StoredCredentials(
                account: GuestAccount(
                    id: CatalogIdentifiers.accountID(try row.decode(atIndex: 0)), email: try row.decode(atIndex: 1),
                    name: try row.decode(atIndex: 2)), passwordHash: try row.decode(atIndex: 3))
        }
    }

    // MARK: - Sessions

    /// Stores a session under its token's hash, forgetting sessions that have expired.
    public func createSession(tokenHash: String, accountID: AccountID, expiresAt: Date) async throws {
        guard let number = CatalogIdentifiers.accountNumber(accountID) else { throw AccountError.notSignedIn }
        let now = now().timeIntervalSince1970
        try await writing { db in
            try db.execute(sql: "DELETE FROM sessions WHERE expires_at <= ?", arguments: [now])
            try db.execute(
                sql: "INSERT INTO sessions (token_hash, account_id, expires_at) VALUES (?, ?, ?)",
                arguments: [tokenHash, number, expiresAt.timeIntervalSince1970])
        }
    }

    /// The account of a session that has not expired at `now`, or nil.
    public func account(forTokenHash tokenHash: String, at now: Date) async throws -> GuestAccount? {
        try await reading { db in
            let sql = """
                SELECT a.id, a.email, a.name FROM sessions AS s JOIN accounts AS a ON a.id = s.account_id
                WHERE s.token_hash = ? AND s.expires_at > ?
                """
            let arguments: StatementArguments = [tokenHash, now.timeIntervalSince1970]
            guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: arguments) else { return nil }
            return GuestAccount(
                id: CatalogIdentifiers.accountID(try row.decode(atIndex: 0)), email: try row.decode(atIndex: 1),
                name: try row.decode(atIndex: 2))
        }
    }

    /// Forgets a session.
    public func deleteSession(tokenHash: String) async throws {
        try await writing { db in
            try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [tokenHash])
        }
    }

    // MARK: - Parts

    /// Runs a read, mapping SQLite's errors about the file.
    func reading<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        do {
            return try await pool.read(body)
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    /// Runs a write transaction, mapping SQLite's errors about the file.
    func writing<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        do {
            let value = try await pool.write(body)
            checkpointer.noteWrite()
            return value
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }
}
