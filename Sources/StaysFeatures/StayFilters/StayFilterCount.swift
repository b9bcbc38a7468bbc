/// Where the Filters step's live count of matching stays stands.
public enum StayFilterCount: Hashable, Sendable {
    /// The count for the filters shown is on its way.
    case counting
    /// Stays matching the search and the filters shown.
    case counted(Int)
    /// The count could not be loaded, with a message.
    case failed(String)
}
