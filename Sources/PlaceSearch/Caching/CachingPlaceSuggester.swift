import StaysDomain
import Synchronization

/// Keeps another suggester's answers for up to `capacity` distinct queries (text, point, limit, bounds and
/// language), forgetting first the ones not asked again (`SecondChanceCache`); failures are never kept. The terminal
/// keeps a few hundred; `stays serve` keeps 20,000, in front of a place index that never changes while it runs.
public final class CachingPlaceSuggester: PlaceSuggesting {
    // MARK: - Dependencies

    private let upstream: any PlaceSuggesting
    private let cache: Mutex<SecondChanceCache<SuggestionQuery, [PlaceSuggestion]>>

    // MARK: - Creating

    /// Creates a cache of up to `capacity` queries in front of `upstream`; zero or less caches nothing.
    public init(upstream: any PlaceSuggesting, capacity: Int = 256) {
        self.upstream = upstream
        self.cache = Mutex(SecondChanceCache(capacity: capacity))
    }

    // MARK: - PlaceSuggesting

    /// The remembered answer for exactly this query (text, point, limit, bounds and language), else the
    /// upstream one.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        if let cached = cache.withLock({ $0.value(for: query) }) {
            return cached
        }
        let answer = try await upstream.suggestions(for: query)
        cache.withLock { $0.insert(answer, for: query) }
        return answer
    }
}
