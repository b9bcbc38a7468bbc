import Synchronization

/// Records the waits asked of it and returns at once, so backoff can be checked without waiting.
public final class SleepSpy: Sendable {
    private let durations = Mutex<[Duration]>([])

    /// The waits asked for, in order.
    public var receivedDurations: [Duration] { durations.withLock { $0 } }

    /// Creates a spy.
    public init() {}

    /// Records the wait.
    public func sleep(for duration: Duration) async throws {
        durations.withLock { $0.append(duration) }
    }
}
