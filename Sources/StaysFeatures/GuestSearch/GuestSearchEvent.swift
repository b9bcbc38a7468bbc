import StaysDomain

/// What the user did on the Who step.
public enum GuestSearchEvent: Hashable, Sendable {
    /// Add one guest of a kind (the + button); adds an adult too when none is coming.
    case increment(GuestKind)
    /// Remove one guest of a kind (the − button).
    case decrement(GuestKind)
    /// Move the keyboard cursor to the row above (up arrow); stops at the first row.
    case focusPreviousRow
    /// Move the keyboard cursor to the row below (down arrow); stops at the last row.
    case focusNextRow
    /// Set every count back to zero.
    case clear
    /// Go on with the counts shown.
    case confirm
}
