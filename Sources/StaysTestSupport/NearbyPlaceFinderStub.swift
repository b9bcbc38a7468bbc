import StaysDomain
import Synchronization

/// Answers every nearby query with fixed places, or fails on demand; records the queries.
public final class NearbyPlaceFinderStub: NearbyPlaceFinding {
    // MARK: - State

    private let result: [PlaceWithDistance]
    private let shouldFail: Bool
    private let calls = Mutex<[NearbyQuery]>([])

    /// The queries received, oldest first.
    public var receivedQueries: [NearbyQuery] { calls.withLock { $0 } }

    // MARK: - Creating

    /// Creates a stub answering with `result`, or failing when `shouldFail` is true.
    public init(result: [PlaceWithDistance], shouldFail: Bool = false) {
        self.result = result
        self.shouldFail = shouldFail
    }

    // MARK: - NearbyPlaceFinding

    /// Records the query; the fixed result, or a forced failure.
    public func nearbyPlaces(for query: NearbyQuery) async throws -> [PlaceWithDistance] {
        calls.withLock { $0.append(query) }
        if shouldFail { throw TestDoubleError.forcedFailure }
        return result
    }
}
