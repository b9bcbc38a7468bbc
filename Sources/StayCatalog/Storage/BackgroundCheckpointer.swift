import Foundation
import GRDB
import Synchronization

/// Copies the write-ahead log into the database file from its own connection after every few writes, so a
/// booking never pays for a checkpoint (SQLite's automatic one runs inside the commit that crosses the limit).
/// Passive checkpoints wait for no reader or writer; the automatic checkpoint stays on, at a high limit, as a
/// backstop for processes that write rarely. It runs on a Dispatch queue, never on a Swift concurrency thread
/// (which may be a server's event loop).
final class BackgroundCheckpointer: Sendable {
    /// Writes between two checkpoints.
    static let writesPerCheckpoint = 32
    /// WAL pages after which a committing writer checkpoints anyway.
    static let backstopPages = 20_000

    private struct State {
        var writes = 0
        var running = false
        var connection: DatabaseQueue?
    }

    private let path: String
    private let state = Mutex(State())

    /// Checkpoints the database at `path`.
    init(path: String) {
        self.path = path
    }

    // MARK: - Writes

    /// Counts a committed write and starts a checkpoint in the background when enough have piled up and none runs.
    func noteWrite() {
        let due = state.withLock { state -> Bool in
            state.writes += 1
            guard state.writes >= Self.writesPerCheckpoint, !state.running else { return false }
            state.writes = 0
            state.running = true
            return true
        }
        guard due else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            defer { state.withLock { $0.running = false } }
            try? connection().writeWithoutTransaction { db in _ = try db.checkpoint(.passive) }
        }
    }

    private func connection() throws -> DatabaseQueue {
        if let existing = state.withLock({ $0.connection }) { return existing }
        let queue = try DatabaseQueue(path: path)
        state.withLock { $0.connection = queue }
        return queue
    }
}
