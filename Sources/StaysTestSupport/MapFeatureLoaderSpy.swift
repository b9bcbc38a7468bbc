import StaysDomain
import Synchronization

/// Answers every map query with the features it was given and records the queries.
public final class MapFeatureLoaderSpy: MapFeatureLoading {
    // MARK: - State

    private let answer: MapFeatureSet
    private let calls = Mutex<[MapQuery]>([])

    /// The queries asked, oldest first.
    public var receivedQueries: [MapQuery] { calls.withLock { $0 } }

    // MARK: - Creating

    /// Creates a spy answering `answer`.
    public init(answer: MapFeatureSet) {
        self.answer = answer
    }

    // MARK: - MapFeatureLoading

    /// Records the query; the answer set up.
    public func features(for query: MapQuery) async throws -> MapFeatureSet {
        calls.withLock { $0.append(query) }
        return answer
    }
}
