import StaysDomain
import Synchronization

/// Records seeding calls and reports progress in the steps given, or fails on demand.
public final class StaySeederSpy: StaySeeding {
    private let steps: [Int]
    private let received = Mutex<[(count: Int, seed: UInt64, replacing: Bool)]>([])
    /// Whether calls throw `TestDoubleError.forcedFailure` after reporting progress.
    public let shouldFail: Bool
    /// What successful calls return beside the count written.
    public let replaced: Int
    /// The unfinished earlier seeding successful calls report.
    public let unfinishedEarlier: Int?

    /// Creates a spy that reports each of `steps` as done before returning `replaced` and `unfinishedEarlier`.
    public init(steps: [Int], shouldFail: Bool = false, replaced: Int = 0, unfinishedEarlier: Int? = nil) {
        self.steps = steps
        self.shouldFail = shouldFail
        self.replaced = replaced
        self.unfinishedEarlier = unfinishedEarlier
    }

    /// The count, seed and replacing flag of every call.
    public var receivedCalls: [(count: Int, seed: UInt64, replacing: Bool)] { received.withLock { $0 } }

    /// Reports the steps as progress of `count`.
    public func seed(count: Int, seed: UInt64, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws -> StaySeedOutcome
    {
        received.withLock { $0.append((count, seed, replacing)) }
        for step in steps { progress(step, count) }
        if shouldFail { throw TestDoubleError.forcedFailure }
        return StaySeedOutcome(written: count, replaced: replaced, unfinishedEarlier: unfinishedEarlier)
    }
}
