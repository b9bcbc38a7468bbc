import StaysDomain
import Synchronization

/// Records seeding calls and reports progress in the steps given, or fails on demand.
public final class StaySeederSpy: StaySeeding {
    private let steps: [Int]
    private let received = Mutex<[(count: Int, seed: UInt64)]>([])
    /// Whether calls throw `TestDoubleError.forcedFailure` after reporting progress.
    public let shouldFail: Bool

    /// Creates a spy that reports each of `steps` as done before returning.
    public init(steps: [Int], shouldFail: Bool = false) {
        self.steps = steps
        self.shouldFail = shouldFail
    }

    /// The count and seed of every call.
    public var receivedCalls: [(count: Int, seed: UInt64)] { received.withLock { $0 } }

    /// Reports the steps as progress of `count`.
    public func seed(count: Int, seed: UInt64, progress: @escaping @Sendable (Int, Int) -> Void) async throws {
        received.withLock { $0.append((count, seed)) }
        for step in steps { progress(step, count) }
        if shouldFail { throw TestDoubleError.forcedFailure }
    }
}
