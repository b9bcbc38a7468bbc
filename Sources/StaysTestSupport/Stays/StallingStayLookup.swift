import StaysDomain
import Synchronization

/// A `StayLookup` that never answers: each lookup waits until its task is cancelled; counts both.
public final class StallingStayLookup: StayLookup {
    private let counts = Mutex((started: 0, cancelled: 0))

    /// Lookups begun.
    public var startedCount: Int { counts.withLock { $0.started } }
    /// Lookups ended by cancellation.
    public var cancelledCount: Int { counts.withLock { $0.cancelled } }

    /// Creates a lookup.
    public init() {}

    // MARK: - StayLookup

    /// Waits until cancelled, then rethrows the cancellation.
    public func stay(withID id: StayID) async throws -> Stay? {
        counts.withLock { $0.started += 1 }
        do {
            try await Task.sleep(for: .seconds(3_600))
        } catch {
            counts.withLock { $0.cancelled += 1 }
            throw error
        }
        throw TestDoubleError.unexpectedCall("a stalled lookup of \(id) finished")
    }
}
