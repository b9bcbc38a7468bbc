import StaysDomain
import StaysWire

/// Runs the Filters step: type of place, property kinds, amenities and minimum rooms over a search, with a live
/// count of the stays that match (only the answer to the latest change is shown); tells its delegate when the
/// count arrives and which filters the user applied.
@MainActor
public final class StayFiltersController {
    // MARK: - Dependencies

    private let searcher: any StaySearching
    private let query: StayQuery
    private let today: any TodayProviding
    private let bucketCount: Int
    private let labels: StayFiltersLabels
    private let problems: ProblemWording
    private let request = LatestRequest<Int>()

    // MARK: - State

    /// Hears the count arriving and the filters applied; held weakly.
    public weak var delegate: (any StayFiltersControllerDelegate)?
    private var state: StayFiltersState
    private var count = StayFilterCount.counting

    // MARK: - Creating

    /// Creates the step showing `query`'s filters, written with `words`; the count asks `searcher` for the histogram
    /// of `query` with the filters shown, in `bucketCount` bars, checked against `today`. Call `start()` to count.
    public init(
        searcher: any StaySearching, query: StayQuery, today: any TodayProviding, bucketCount: Int,
        words: any Localizing
    ) {
        labels = StayFiltersLabels(words: words)
        problems = ProblemWording(words: words)
        self.searcher = searcher
        self.query = query
        self.today = today
        self.bucketCount = bucketCount
        state = StayFiltersState(filters: query.filters)
    }

    // MARK: - Front end

    /// What to draw now.
    public var viewState: StayFiltersViewState {
        state.viewState(count: count, labels: labels)
    }

    /// Counts the stays matching the filters shown.
    public func start() {
        recount()
    }

    /// Applies one event: a change counts again, confirming tells the delegate.
    public func handle(_ event: StayFiltersEvent) {
        let before = state.filters
        if let applied = state.handle(event) {
            request.cancel()
            delegate?.filters(self, didApply: applied)
        } else if state.filters != before {
            recount()
        }
    }

    // MARK: - Counting

    private func recount() {
        let counted: StayQuery
        do {
            counted = try query.changing(filters: state.filters, today: today.today())
        } catch {
            request.cancel()
            count = .failed(problems.describe(error))
            return
        }
        count = .counting
        request.run(
            { [searcher, bucketCount] in try await searcher.histogram(counted, bucketCount: bucketCount).total },
            then: { [weak self] result in self?.finish(with: result) })
    }

    private func finish(with result: Result<Int, any Error>) {
        switch result {
        case .success(let total): count = .counted(total)
        case .failure(let error): count = .failed(problems.describe(error))
        }
        delegate?.filtersDidChange(self)
    }
}
