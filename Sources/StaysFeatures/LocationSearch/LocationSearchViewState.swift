/// Everything the Where screen shows, as plain values.
public struct LocationSearchViewState: Hashable, Sendable {
    /// Which list is on screen.
    public enum Mode: Hashable, Sendable {
        /// Popular places near the user, while nothing is typed.
        case recommendations
        /// As-you-type suggestions.
        case suggestions
        /// The places behind a chosen group, region or country.
        case details
    }

    /// The text as the user typed it.
    public var queryText: String
    /// Which list is on screen.
    public var mode: Mode
    /// The heading above the rows, e.g. "Popular near you".
    public var title: String
    /// The rows on screen.
    public var rows: [PlaceRow]
    /// The highlighted row; nil when there are no rows.
    public var selectedIndex: Int?
    /// Where loading stands.
    public var status: PlaceListStatus

    /// Creates a view state.
    public init(
        queryText: String, mode: Mode, title: String, rows: [PlaceRow], selectedIndex: Int?, status: PlaceListStatus
    ) {
        self.queryText = queryText
        self.mode = mode
        self.title = title
        self.rows = rows
        self.selectedIndex = selectedIndex
        self.status = status
    }
}
