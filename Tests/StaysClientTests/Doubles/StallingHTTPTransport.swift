import StaysClient
import StaysTestSupport
import Synchronization

/// An `HTTPTransport` that never answers: each request waits until its task is cancelled, which it counts.
public final class StallingHTTPTransport: HTTPTransport {
    private let counts = Mutex((started: 0, cancelled: 0))

    /// Requests begun.
    public var startedCount: Int { counts.withLock { $0.started } }
    /// Requests ended by cancellation.
    public var cancelledCount: Int { counts.withLock { $0.cancelled } }

    /// Creates a transport.
    public init() {}

    // MARK: - HTTPTransport

    /// Waits until cancelled, then rethrows the cancellation.
    public func send(_ request: HTTPTransportRequest) async throws -> HTTPTransportResponse {
        counts.withLock { $0.started += 1 }
        do {
            try await Task.sleep(for: .seconds(3_600))
        } catch {
            counts.withLock { $0.cancelled += 1 }
            throw error
        }
        throw TestDoubleError.unexpectedCall("a stalled request finished")
    }
}
