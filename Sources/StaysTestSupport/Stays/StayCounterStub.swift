import StaysDomain
import Synchronization

/// Answers stay counts with a fixed number, or fails on demand, and counts the calls.
public final class StayCounterStub: StayCounting {
    private let count: Int?
    private let calls = Mutex(0)

    /// Creates a stub answering `count`; nil makes every call throw `TestDoubleError.forcedFailure`.
    public init(count: Int?) {
        self.count = count
    }

    /// How many times the count was asked for.
    public var countCallCount: Int { calls.withLock { $0 } }

    /// The count set up.
    public func stayCount() async throws -> Int {
        calls.withLock { $0 += 1 }
        guard let count else { throw TestDoubleError.forcedFailure }
        return count
    }
}
