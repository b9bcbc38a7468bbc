import StaysDomain
import Synchronization

/// Remembers the answers of another suggester for the most recent queries; failures are never remembered.
public final class CachingPlaceSuggester: PlaceSuggesting {
    // MARK: - Dependencies

    private let upstream: any PlaceSuggesting
    private let cache: Mutex<LeastRecentlyUsedCache<SuggestionQuery, [PlaceSuggestion]>>

    // MARK: - Creating

    /// Creates a cache of up to `capacity` queries in front of `upstream`; zero or less caches nothing.
    public init(upstream: any PlaceSuggesting, capacity: Int = 256) {
        self.upstream = upstream
        self.cache = Mutex(LeastRecentlyUsedCache(capacity: capacity))
    }

    // MARK: - PlaceSuggesting

    /// The remembered answer for exactly this query (text, point, limit and bounds), else the upstream one.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        if let cached = cache.withLock({ $0.value(for: query) }) {
            return cached
        }
        let answer = try await upstream.suggestions(for: query)
        cache.withLock { $0.insert(answer, for: query) }
        return answer
    }
}
