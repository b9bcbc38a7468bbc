import Dispatch
import Synchronization

/// One batch of seed rows drawn and bound on a background queue while the writer writes the previous batch.
final class SeedBatchPreparation: Sendable {
    private let prepared = Mutex<[SeedRows]?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts `make` on a background queue.
    init(_ make: @escaping @Sendable () -> [SeedRows]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let rows = make()
            prepared.withLock { $0 = rows }
            done.signal()
        }
    }

    /// The rows, waiting for them if they are not ready.
    func rows() -> [SeedRows] {
        done.wait()
        done.signal()
        return prepared.withLock { $0 } ?? []
    }
}
