/// What the user did on the results list.
public enum StayResultsEvent: Hashable, Sendable {
    /// Moves the highlight by rows.
    case move(Int)
    /// Shows the next page.
    case nextPage
    /// Shows the previous page.
    case previousPage
    /// Switches to the next order.
    case cycleSort
    /// Opens the highlighted stay.
    case choose
}
