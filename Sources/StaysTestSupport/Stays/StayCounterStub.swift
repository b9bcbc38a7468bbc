import StaysDomain

/// Answers stay counts with a fixed number, or fails on demand.
public final class StayCounterStub: StayCounting {
    private let count: Int?

    /// Creates a stub answering `count`; nil makes every call throw `TestDoubleError.forcedFailure`.
    public init(count: Int?) {
        self.count = count
    }

    /// The count set up.
    public func stayCount() async throws -> Int {
        guard let count else { throw TestDoubleError.forcedFailure }
        return count
    }
}
