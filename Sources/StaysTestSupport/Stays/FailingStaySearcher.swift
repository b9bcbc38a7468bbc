import StaysDomain
import Synchronization

/// A `StaySearching` that throws its errors one per call, in order; a call after the last is an unexpected call.
public final class FailingStaySearcher: StaySearching {
    private let errors: Mutex<[any Error & Sendable]>

    /// Creates a searcher that throws `errors`, first to last.
    public init(errors: [any Error & Sendable]) {
        self.errors = Mutex(errors)
    }

    /// Throws the next error.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        throw next("search")
    }

    /// Throws the next error.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        throw next("histogram")
    }

    private func next(_ call: String) -> any Error {
        errors.withLock { errors in errors.isEmpty ? TestDoubleError.unexpectedCall(call) : errors.removeFirst() }
    }
}
