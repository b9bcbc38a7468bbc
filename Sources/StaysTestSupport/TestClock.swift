import Synchronization

/// A clock that moves only when the test calls `advance(by:)`; sleepers wake when their deadline is reached.
public final class TestClock: Clock {
    /// A point on the test clock: the time passed since it was created.
    public struct Instant: InstantProtocol {
        /// Time since the clock's start.
        public let offset: Duration

        /// Creates an instant at `offset` from the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    // MARK: - State

    private struct Sleeper {
        let token: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextToken = 0
        var sleepers: [Sleeper] = []
        var cancelledTokens: Set<Int> = []
    }

    private let state = Mutex(State())

    /// The current instant.
    public var now: Instant { state.withLock { $0.now } }
    /// The smallest step the clock can take.
    public var minimumResolution: Duration { .zero }

    // MARK: - Creating

    /// Creates a clock at offset zero.
    public init() {}

    // MARK: - Clock

    /// Returns once the clock reaches `deadline`; throws `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let token = state.withLock { state in
            state.nextToken += 1
            return state.nextToken
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelledTokens.remove(token) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(token: token, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.token == token }) else {
                    state.cancelledTokens.insert(token)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    // MARK: - Moving

    /// Moves the clock forward and wakes every sleeper whose deadline has come; a negative step is a test bug.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "TestClock cannot go back in time")
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }
}
