import StaysDomain
import Synchronization

/// Pages through stay search results, changes their order and tells the parent which stay was chosen.
public final class StayResultsController: Sendable {
    private struct State {
        var page = StayResultsPage(total: 0, results: [], nextCursor: nil)
        var cursors: [String?] = [nil]
        var selected = 0
        var sort: StaySort
        var status = StayResultsViewState.Status.loading
    }

    private let searcher: any StaySearching
    private let baseQuery: StayQuery
    private let today: any TodayProviding
    private let state: Mutex<State>
    private let onChoose: @Sendable (StaySearchResult) -> Void

    /// Creates the list for `query` (its cursor is ignored); `onChoose` receives the stay the user opens.
    public init(
        searcher: any StaySearching, query: StayQuery, today: any TodayProviding,
        onChoose: @escaping @Sendable (StaySearchResult) -> Void
    ) {
        self.searcher = searcher
        baseQuery = query
        self.today = today
        state = Mutex(State(sort: query.sort))
        self.onChoose = onChoose
    }

    // MARK: - Front end

    /// What to draw now.
    public var viewState: StayResultsViewState {
        state.withLock { state in
            StayResultsViewState(
                results: state.page.results, selectedIndex: state.page.results.isEmpty ? nil : state.selected,
                total: state.page.total, pageNumber: state.cursors.count, hasNextPage: state.page.nextCursor != nil,
                sort: state.sort, status: state.status)
        }
    }

    /// Loads the first page in the current order.
    public func load() async {
        state.withLock { $0.cursors = [nil] }
        await loadCurrent()
    }

    /// Loads the next page, if there is one.
    public func nextPage() async {
        let moved = state.withLock { state -> Bool in
            guard let next = state.page.nextCursor else { return false }
            state.cursors.append(next)
            return true
        }
        if moved { await loadCurrent() }
    }

    /// Loads the previous page, if there is one.
    public func previousPage() async {
        let moved = state.withLock { state -> Bool in
            guard state.cursors.count > 1 else { return false }
            state.cursors.removeLast()
            return true
        }
        if moved { await loadCurrent() }
    }

    /// Switches to the next order (recommended → price → rating → distance → …) and reloads from page 1.
    public func cycleSort() async {
        state.withLock { state in
            let all = StaySort.allCases
            state.sort = all[((all.firstIndex(of: state.sort) ?? 0) + 1) % all.count]
        }
        await load()
    }

    /// Moves the highlight by `offset` rows, staying on the page.
    public func moveSelection(by offset: Int) {
        state.withLock { state in
            state.selected = min(max(0, state.selected + offset), max(0, state.page.results.count - 1))
        }
    }

    /// Opens the highlighted stay.
    public func choose() {
        let chosen = state.withLock { state in
            state.page.results.indices.contains(state.selected) ? state.page.results[state.selected] : nil
        }
        if let chosen { onChoose(chosen) }
    }

    // MARK: - Loading

    private func loadCurrent() async {
        let (sort, cursor) = state.withLock { state in
            state.status = .loading
            return (state.sort, state.cursors.last ?? nil)
        }
        do {
            let query = try StayQuery(
                area: baseQuery.area, dates: baseQuery.dates, guests: baseQuery.guests, price: baseQuery.price,
                sort: sort, pageSize: baseQuery.pageSize, cursor: cursor, today: today.today())
            let page = try await searcher.search(query)
            state.withLock { state in
                state.page = page
                state.selected = 0
                state.status = .loaded
            }
        } catch {
            state.withLock { $0.status = .failed("\(error)") }
        }
    }
}
