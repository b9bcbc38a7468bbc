import StaysDomain
import Synchronization

/// A `StayLookup` that answers nil only once released; counts the lookups begun and those cancelled meanwhile.
public final class StallingStayLookup: StayLookup {
    private let state = Mutex((started: 0, cancelled: 0, released: false))

    /// Lookups begun.
    public var startedCount: Int { state.withLock { $0.started } }
    /// Lookups ended by cancellation.
    public var cancelledCount: Int { state.withLock { $0.cancelled } }

    /// Creates a lookup.
    public init() {}

    /// Lets every waiting and later lookup answer nil.
    public func release() {
        state.withLock { $0.released = true }
    }

    // MARK: - StayLookup

    /// Waits until released (nil) or cancelled (rethrown).
    public func stay(withID id: StayID) async throws -> Stay? {
        state.withLock { $0.started += 1 }
        while !state.withLock({ $0.released }) {
            do {
                try await Task.sleep(for: .milliseconds(10))
            } catch {
                state.withLock { $0.cancelled += 1 }
                throw error
            }
        }
        return nil
    }
}
