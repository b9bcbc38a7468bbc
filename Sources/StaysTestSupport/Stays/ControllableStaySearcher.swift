import StaysDomain

/// Holds each search it was allowed until the test answers it, so answers can arrive late and in any order;
/// a search the test did not allow, and any histogram, throws at once.
public actor ControllableStaySearcher: StaySearching {
    private typealias Waiting = (query: StayQuery, continuation: CheckedContinuation<StayResultsPage, any Error>)

    // MARK: - State

    private var allowance = 0
    private var waiting: [Waiting] = []
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Every query searched, allowed or not, oldest first.
    public private(set) var receivedQueries: [StayQuery] = []

    // MARK: - Creating

    /// Creates a searcher that allows no search yet.
    public init() {}

    // MARK: - Setting up

    /// Lets `count` more searches in to wait for an answer.
    public func allowSearches(_ count: Int) {
        allowance += count
    }

    /// Returns once `count` searches wait for an answer, with their queries, oldest first.
    public func waitingQueries(count: Int) async -> [StayQuery] {
        if waiting.count < count {
            await withCheckedContinuation { watchers.append((count, $0)) }
        }
        return waiting.map(\.query)
    }

    /// Answers the oldest waiting search in `sort` order with `page` and returns its query; throws when none waits.
    @discardableResult
    public func answer(_ sort: StaySort, with page: StayResultsPage) throws -> StayQuery {
        guard let index = waiting.firstIndex(where: { $0.query.sort == sort }) else {
            throw TestDoubleError.unexpectedCall("no \(sort) search is waiting")
        }
        let answered = waiting.remove(at: index)
        answered.continuation.resume(returning: page)
        return answered.query
    }

    // MARK: - StaySearching

    /// Waits for the test's answer, or throws at once when the test allowed no more searches.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        receivedQueries.append(query)
        guard allowance > 0 else {
            throw TestDoubleError.unexpectedCall("search \(query.sort) from cursor \(query.cursor ?? "none")")
        }
        allowance -= 1
        return try await withCheckedThrowingContinuation { continuation in
            waiting.append((query, continuation))
            let ready = watchers.filter { $0.count <= waiting.count }
            watchers.removeAll { $0.count <= waiting.count }
            for watcher in ready { watcher.continuation.resume() }
        }
    }

    /// Histograms are not set up on this double.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        throw TestDoubleError.unexpectedCall("histogram")
    }
}
