import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Durable writes

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction that reaches the disk (`synchronous = FULL`) before this
    /// returns, so a booking or cancellation confirmed to the user survives a power cut; the writer connection goes
    /// back to `NORMAL` afterwards. Writes waiting together share one transaction and one sync, each in its own
    /// savepoint (see `GroupCommitWriter`). Maps SQLite's errors about the file.
    func durably<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        do {
            let value = try await groupCommit.write(body)
            checkpointer.noteWrite()
            return value
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }
}
