import StaysDomain
import Synchronization

/// Keeps another suggester's answers for up to `capacity` distinct queries (text, point, limit and bounds), forgetting
/// the ones not asked again first (`SecondChanceCache`); failures are never kept. Only for a suggester whose answers
/// never change, such as one over the place index, which is fixed while a server runs.
public final class SecondChancePlaceSuggester: PlaceSuggesting {
    // MARK: - Dependencies

    private let upstream: any PlaceSuggesting
    private let answers: Mutex<SecondChanceCache<SuggestionQuery, [PlaceSuggestion]>>

    // MARK: - Creating

    /// Creates a cache of up to `capacity` answers in front of `upstream`; zero or less keeps none.
    public init(upstream: any PlaceSuggesting, capacity: Int) {
        self.upstream = upstream
        answers = Mutex(SecondChanceCache(capacity: capacity))
    }

    // MARK: - PlaceSuggesting

    /// The kept answer to exactly this query, else the upstream one (then kept).
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        if let kept = answers.withLock({ $0.value(for: query) }) { return kept }
        let answer = try await upstream.suggestions(for: query)
        answers.withLock { $0.insert(answer, for: query) }
        return answer
    }
}
