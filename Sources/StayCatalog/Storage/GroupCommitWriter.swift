import GRDB
import Synchronization

/// Group commit for durable writes: the writes waiting at one moment run in one `BEGIN IMMEDIATE` transaction that
/// reaches the disk (`synchronous = FULL`), so many bookings share one sync of the write-ahead log. Each write runs
/// in its own savepoint: one that throws is rolled back alone and answered with its error, and every write is
/// answered only after the commit (a failed commit fails them all). A lone write commits at once, without waiting.
final class GroupCommitWriter: Sendable {
    /// The most writes one transaction gathers.
    static let maximumBatch = 64

    private typealias Write = @Sendable (Database) throws -> any Sendable
    private typealias Outcome = Result<any Sendable, any Error>

    private struct Waiting: Sendable {
        let write: Write
        let continuation: CheckedContinuation<any Sendable, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var draining = false
    }

    private let pool: DatabasePool
    private let state = Mutex(State())

    /// Writes through `pool`'s writer connection.
    init(pool: DatabasePool) {
        self.pool = pool
    }

    /// How many writes wait for the next transaction.
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    // MARK: - Writing

    /// Runs `body` in the next group transaction and returns its value once that transaction is on disk.
    func write<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        let value = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<any Sendable, any Error>) in
            let starts = state.withLock { state -> Bool in
                state.waiting.append(Waiting(write: { try body($0) }, continuation: continuation))
                guard !state.draining else { return false }
                state.draining = true
                return true
            }
            if starts { Task { await self.drain() } }
        }
        guard let value = value as? Value else { throw DatabaseError(message: "a write returned another type") }
        return value
    }

    // MARK: - Batches

    /// Commits batches until nothing waits.
    private func drain() async {
        while true {
            let batch = state.withLock { state -> [Waiting] in
                let batch = Array(state.waiting.prefix(Self.maximumBatch))
                state.waiting.removeFirst(batch.count)
                if batch.isEmpty { state.draining = false }
                return batch
            }
            guard !batch.isEmpty else { return }
            await commit(batch)
        }
    }

    /// Runs one batch in one durable transaction and answers each write.
    private func commit(_ batch: [Waiting]) async {
        let outcomes: [Outcome]
        do {
            outcomes = try await pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = FULL")
                defer { try? db.execute(sql: "PRAGMA synchronous = NORMAL") }
                var outcomes: [Outcome] = []
                try db.inTransaction(.immediate) {
                    for waiting in batch {
                        outcomes.append(try Self.run(waiting.write, in: db))
                    }
                    return .commit
                }
                return outcomes
            }
        } catch {
            outcomes = batch.map { _ in .failure(error) }
        }
        for (waiting, outcome) in zip(batch, outcomes) {
            waiting.continuation.resume(with: outcome)
        }
    }

    /// One write in its own savepoint; its error is its own unless SQLite ended the whole transaction, in which
    /// case nothing of the batch holds and the error is the batch's.
    private static func run(_ write: Write, in db: Database) throws -> Outcome {
        var value: (any Sendable)?
        do {
            try db.inSavepoint {
                value = try write(db)
                return .commit
            }
        } catch {
            guard db.isInsideTransaction else { throw error }
            return .failure(error)
        }
        guard let value else { return .failure(DatabaseError(message: "a write did not finish")) }
        return .success(value)
    }
}
