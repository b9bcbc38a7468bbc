import Synchronization

/// Records the `(written, total)` progress calls of a seeding run.
public final class ProgressSpy: Sendable {
    private let recorded = Mutex<[(Int, Int)]>([])

    /// Creates a spy with no calls.
    public init() {}

    /// The calls so far, in order.
    public var calls: [(Int, Int)] { recorded.withLock { $0 } }

    /// Records one call.
    public func record(_ written: Int, _ total: Int) {
        recorded.withLock { $0.append((written, total)) }
    }
}
