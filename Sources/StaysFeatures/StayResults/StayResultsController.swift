import Foundation
import StaysDomain
import StaysWire
import Synchronization

/// Pages through stay search results, changes their order and tells the parent which stay was chosen.
/// Only the answer to the latest request is shown, and a page's cursor is only used in the order it came in.
public final class StayResultsController: Sendable {
    private struct State {
        /// The page on screen.
        var page = StayResultsPage(total: 0, results: [], nextCursor: nil)
        /// The cursors that led to the page on screen, nil for page 1.
        var cursors: [String?] = [nil]
        /// The order the page on screen is in; nil before the first page arrives.
        var pageSort: StaySort?
        var selected = 0
        /// The order asked for, which the page on screen may not be in yet.
        var sort: StaySort
        var status = StayResultsViewState.Status.loading
        /// Numbers the loads; an answer to an older one than this is dropped.
        var latestRequest = 0

        /// Whether `nextPage()` and `previousPage()` act: no load is on its way and the page is in the order asked.
        var canTurnPages: Bool { status != .loading && pageSort == sort }
    }

    private let searcher: any StaySearching
    private let baseQuery: StayQuery
    private let today: any TodayProviding
    private let state: Mutex<State>
    private let onChoose: @Sendable (StaySearchResult) -> Void
    private let labels: StayResultsLabels
    private let problems: ProblemWording

    /// Creates the list for `query` (its cursor is ignored), written with `words` and dates in `calendar`'s locale;
    /// `onChoose` receives the stay the user opens.
    public init(
        searcher: any StaySearching, query: StayQuery, today: any TodayProviding,
        calendar: Calendar = Calendar(identifier: .gregorian), words: any Localizing,
        onChoose: @escaping @Sendable (StaySearchResult) -> Void
    ) {
        labels = StayResultsLabels(timing: StayTimingLabels(calendar: calendar, words: words), words: words)
        problems = ProblemWording(words: words)
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
                total: state.page.total, pageNumber: state.cursors.count,
                hasNextPage: state.canTurnPages && state.page.nextCursor != nil, sort: state.sort,
                status: state.status, rows: state.page.results.map { labels.row(for: $0, timing: baseQuery.timing) },
                note: labels.note(for: baseQuery.timing))
        }
    }

    /// Loads the first page in the current order.
    public func load() async {
        await load(cursors: [nil], keepingSelection: false)
    }

    /// Loads the page on screen again (page 1 when it is in another order), keeping the highlighted row where it
    /// can; e.g. after a booking took one of its stays.
    public func reload() async {
        let cursors = state.withLock { state in state.pageSort == state.sort ? state.cursors : [nil] }
        await load(cursors: cursors, keepingSelection: true)
    }

    /// Loads the next page, if there is one; ignored while a load is on its way.
    public func nextPage() async {
        let cursors = state.withLock { state -> [String?]? in
            guard state.canTurnPages, let next = state.page.nextCursor else { return nil }
            return state.cursors + [next]
        }
        if let cursors { await load(cursors: cursors, keepingSelection: false) }
    }

    /// Loads the previous page, if there is one; ignored while a load is on its way.
    public func previousPage() async {
        let cursors = state.withLock { state -> [String?]? in
            guard state.canTurnPages, state.cursors.count > 1 else { return nil }
            return Array(state.cursors.dropLast())
        }
        if let cursors { await load(cursors: cursors, keepingSelection: false) }
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

    /// Searches the page the last of `cursors` starts, in the order asked now; shows it only if no later load
    /// started meanwhile.
    private func load(cursors: [String?], keepingSelection: Bool) async {
        let (request, sort) = state.withLock { state in
            state.latestRequest += 1
            state.status = .loading
            return (state.latestRequest, state.sort)
        }
        do {
            let query = try baseQuery.changing(sort: sort, cursor: cursors.last ?? nil, today: today.today())
            let page = try await searcher.search(query)
            state.withLock { state in
                guard state.latestRequest == request else { return }
                state.page = page
                state.cursors = cursors
                state.pageSort = sort
                state.selected = keepingSelection ? min(state.selected, max(0, page.results.count - 1)) : 0
                state.status = .loaded
            }
        } catch {
            state.withLock { state in
                guard state.latestRequest == request else { return }
                state.status = .failed(problems.describe(error))
            }
        }
    }
}
