import StaysDomain

/// Holds each histogram until the test answers it, so answers can arrive late and in any order; searches throw.
public actor ControllableHistogramSearcher: StaySearching {
    private typealias Waiting = (
        query: StayQuery, continuation: CheckedContinuation<NightlyPriceHistogram, any Error>
    )

    // MARK: - State

    private var waiting: [Waiting] = []
    private var asked = 0
    private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    // MARK: - Creating

    /// Creates a searcher with nothing waiting.
    public init() {}

    // MARK: - Answering

    /// Returns once `count` histograms have been asked for in all, with the queries still waiting, oldest first.
    public func waitingQueries(count: Int) async -> [StayQuery] {
        if asked < count {
            await withCheckedContinuation { watchers.append((count, $0)) }
        }
        return waiting.map(\.query)
    }

    /// Answers the waiting histogram asked with `filters` with one bar of `total` stays; throws when none waits.
    public func answer(_ filters: StayFilters, total: Int) throws {
        guard let index = waiting.firstIndex(where: { $0.query.filters == filters }) else {
            throw TestDoubleError.unexpectedCall("no histogram with \(filters) is waiting")
        }
        let bar = NightlyPriceHistogram.Bucket(lower: 50, upper: 100, count: total)
        waiting.remove(at: index).continuation.resume(
            returning: NightlyPriceHistogram(
                currency: "USD", total: total, min: 50, max: 99, average: 75, buckets: [bar]))
    }

    // MARK: - StaySearching

    /// Searches are not set up on this double.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        throw TestDoubleError.unexpectedCall("search")
    }

    /// Waits for the test's answer.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        try await withCheckedThrowingContinuation { continuation in
            waiting.append((query, continuation))
            asked += 1
            let ready = watchers.filter { $0.count <= asked }
            watchers.removeAll { $0.count <= asked }
            for watcher in ready { watcher.continuation.resume() }
        }
    }
}
