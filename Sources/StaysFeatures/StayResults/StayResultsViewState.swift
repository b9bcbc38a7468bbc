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

    /// Creates a view state.
    public init(results: [StaySearchResult], selectedIndex: Int?, total: Int, pageNumber: Int, hasNextPage: Bool, sort: StaySort, status: Status) {
        self.results = results
        self.selectedIndex = selectedIndex
        self.total = total
        self.pageNumber = pageNumber
        self.hasNextPage = hasNextPage
        self.sort = sort
        self.status = status
    }
}
