import StaysDomain
import Synchronization

/// Records stay searches and answers with the pages and histogram set up; any call not set up throws.
public final class StaySearcherSpy: StaySearching {
    private struct State {
        var pages: [StayResultsPage]
        var histogram: NightlyPriceHistogram?
        var searchQueries: [StayQuery] = []
        var histogramQueries: [StayQuery] = []
        var receivedBucketCounts: [Int] = []
        var shouldFail = false
    }

    private let state: Mutex<State>

    /// Creates a spy answering searches with `pages` in turn (the last repeats) and histograms with `histogram`.
    public init(pages: [StayResultsPage] = [], histogram: NightlyPriceHistogram? = nil) {
        state = Mutex(State(pages: pages, histogram: histogram))
    }

    // MARK: - Recorded

    /// Every query searched, in order.
    public var receivedQueries: [StayQuery] { state.withLock { $0.searchQueries } }
    /// Every query histogrammed, in order.
    public var receivedHistogramQueries: [StayQuery] { state.withLock { $0.histogramQueries } }
    /// The bucket count of every histogram call.
    public var receivedBucketCounts: [Int] { state.withLock { $0.receivedBucketCounts } }
    /// How many searches ran.
    public var searchCallCount: Int { state.withLock { $0.searchQueries.count } }
    /// Whether calls throw `TestDoubleError.forcedFailure`.
    public var shouldFail: Bool {
        get { state.withLock { $0.shouldFail } }
        set { state.withLock { $0.shouldFail = newValue } }
    }

    // MARK: - StaySearching

    /// The next page set up.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        try state.withLock { state in
            state.searchQueries.append(query)
            if state.shouldFail { throw TestDoubleError.forcedFailure }
            guard let page = state.pages.first else { throw TestDoubleError.unexpectedCall("search") }
            if state.pages.count > 1 { state.pages.removeFirst() }
            return page
        }
    }

    /// The histogram set up.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        try state.withLock { state in
            state.histogramQueries.append(query)
            state.receivedBucketCounts.append(bucketCount)
            if state.shouldFail { throw TestDoubleError.forcedFailure }
            guard let histogram = state.histogram else { throw TestDoubleError.unexpectedCall("histogram") }
            return histogram
        }
    }
}
