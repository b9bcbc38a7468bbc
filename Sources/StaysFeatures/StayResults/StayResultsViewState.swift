import StaysDomain

/// What the results list shows.
public struct StayResultsViewState: Hashable, Sendable {
    /// Where loading stands.
    public enum Status: Hashable, Sendable {
        /// Waiting for a page.
        case loading
        /// A page is shown.
        case loaded
        /// The search failed, with a message.
        case failed(String)
    }

    /// This page's stays.
    public let results: [StaySearchResult]
    /// This page's stays with their nights and totals as drawn.
    public let rows: [StayResultRow]
    /// A line under the heading, e.g. "Prices per night · add dates for exact prices" when browsing without dates.
    public let note: String?
    /// The highlighted row, nil on an empty page.
    public let selectedIndex: Int?
    /// How many stays match in all.
    public let total: Int
    /// The page number, from 1.
    public let pageNumber: Int
    /// Whether there is a next page.
    public let hasNextPage: Bool
    /// The current order.
    public let sort: StaySort
    /// Where loading stands.
    public let status: Status

    /// Creates a view state; without `rows` each result is drawn with its total and no dates.
    public init(
        results: [StaySearchResult], selectedIndex: Int?, total: Int, pageNumber: Int, hasNextPage: Bool,
        sort: StaySort, status: Status, rows: [StayResultRow]? = nil, note: String? = nil
    ) {
        self.results = results
        self.rows = rows ?? results.map { StayResultRow(result: $0) }
        self.note = note
        self.selectedIndex = selectedIndex
        self.total = total
        self.pageNumber = pageNumber
        self.hasNextPage = hasNextPage
        self.sort = sort
        self.status = status
    }
}
