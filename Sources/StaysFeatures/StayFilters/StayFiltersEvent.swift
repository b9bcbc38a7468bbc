/// What the user did on the Filters step; leaving without applying is the flow's `back`.
public enum StayFiltersEvent: Hashable, Sendable {
    /// Move the keyboard cursor to the row above (up arrow); stops at the first row.
    case focusPreviousRow
    /// Move the keyboard cursor to the row below (down arrow); stops at the last row.
    case focusNextRow
    /// Switch a type of place, kind or amenity on or off.
    case toggle(StayFilterChoice)
    /// Ask for one more bedroom, bed or bathroom.
    case increment(StayFilterMinimum)
    /// Ask for one fewer bedroom, bed or bathroom.
    case decrement(StayFilterMinimum)
    /// Switch every filter off.
    case clearAll
    /// Apply the filters shown.
    case confirm
}
