import StaysDomain
import Synchronization

/// Records every suggestion query and answers each with the same suggestions.
public final class PlaceSuggesterSpy: PlaceSuggesting {
    // MARK: - State

    private let result: [PlaceSuggestion]
    private let calls = Mutex<[SuggestionQuery]>([])

    // MARK: - Recorded calls

    /// The queries received, oldest first.
    public var receivedQueries: [SuggestionQuery] { calls.withLock { $0 } }
    /// How many times `suggestions(for:)` was called.
    public var suggestCallCount: Int { calls.withLock { $0.count } }

    // MARK: - Creating

    /// Creates a spy answering every query with `result`.
    public init(result: [PlaceSuggestion]) {
        self.result = result
    }

    // MARK: - PlaceSuggesting

    /// Records the query and answers with the fixed result.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        calls.withLock { $0.append(query) }
        return result
    }
}
