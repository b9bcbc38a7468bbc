/// What the user did on the When step.
public enum DateSearchEvent: Hashable, Sendable {
    /// Move the keyboard cursor.
    case moveFocus(DateFocusMove)
    /// Choose the focused day as check-in or check-out.
    case select
    /// Forget the chosen days.
    case clear
    /// Go on without dates.
    case skip
    /// Go on with the chosen range; ignored until check-out is chosen.
    case confirm
}
