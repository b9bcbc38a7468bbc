import StaysDomain
import Synchronization

/// Answers detail queries for the groups it was given; any other subject fails loudly.
public final class PlaceDetailSearcherStub: PlaceDetailSearching {
    // MARK: - State

    private let results: [PlaceID: [PlaceWithDistance]]
    private let shouldFail: Bool
    private let calls = Mutex<[PlaceDetailQuery]>([])

    /// The queries received, oldest first.
    public var receivedQueries: [PlaceDetailQuery] { calls.withLock { $0 } }

    // MARK: - Creating

    /// Creates a stub answering `.group(id)` with `results[id]`, or failing every call when `shouldFail` is true.
    public init(results: [PlaceID: [PlaceWithDistance]], shouldFail: Bool = false) {
        self.results = results
        self.shouldFail = shouldFail
    }

    // MARK: - PlaceDetailSearching

    /// Records the query; the places set up for its group, or a failure.
    public func places(for query: PlaceDetailQuery) async throws -> [PlaceWithDistance] {
        calls.withLock { $0.append(query) }
        if shouldFail { throw TestDoubleError.forcedFailure }
        guard case .group(let id) = query.subject, let places = results[id] else {
            throw TestDoubleError.unexpectedCall("places(for: \(query.subject))")
        }
        return places
    }
}
