import StaysDomain

/// Never answers: each query waits until its task is cancelled (or `stall` passes, and then fails), and the double
/// counts the queries that started and the ones that were cancelled, so a test can see a server give up on a request.
public actor StallingPlaceSuggester: PlaceSuggesting {
    // MARK: - State

    /// Queries that began waiting.
    public private(set) var startedCount = 0
    /// Queries whose task was cancelled while waiting.
    public private(set) var cancelledCount = 0

    // MARK: - Creating

    /// The longest wait, after which a query fails with `TestDoubleError` (so a test that expects cancellation ends).
    private let stall: Duration

    /// Creates a suggester with no queries seen.
    public init(stall: Duration = .seconds(60)) {
        self.stall = stall
    }

    // MARK: - PlaceSuggesting

    /// Waits until the task is cancelled, then throws `CancellationError`.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        startedCount += 1
        do {
            try await Task.sleep(for: stall)
        } catch {
            cancelledCount += 1
            throw error
        }
        throw TestDoubleError.unexpectedCall("a stalled query for \"\(query.text)\" was never cancelled")
    }
}
