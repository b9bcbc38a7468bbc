import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Durable writes

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction that reaches the disk (`synchronous = FULL`) before this
    /// returns, so a booking or cancellation confirmed to the user survives a power cut; the writer connection goes
    /// back to `NORMAL` afterwards. Maps SQLite's errors about the file.
    func durably<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        do {
            let value = try await pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = FULL")
                defer { try? db.execute(sql: "PRAGMA synchronous = NORMAL") }
                var written: Value?
                try db.inTransaction(.immediate) {
                    written = try body(db)
                    return .commit
                }
                guard let written else { throw StayCatalogError.unreadable(path: path, reason: "write not finished") }
                return written
            }
            checkpointer.noteWrite()
            return value
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }
}
