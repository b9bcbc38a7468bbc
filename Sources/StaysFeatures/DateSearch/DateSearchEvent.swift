/// What the user did on the When step.
public enum DateSearchEvent: Hashable, Sendable {
    /// Move the keyboard cursor over the calendar.
    case moveFocus(DateFocusMove)
    /// Choose the focused day as check-in or check-out.
    case select
    /// Forget the chosen days (or, when flexible, the chosen months).
    case clear
    /// Go on without choosing (the search then takes the coming weekend).
    case skip
    /// Go on without dates, browsing every stay priced by the night.
    case browse
    /// Go on with the choice; ignored until it is complete.
    case confirm
    /// Switch between exact dates and flexible lengths.
    case switchMode
    /// Widen (positive) or narrow (negative) the give-or-take days of exact dates by one step of 0, 1, 2, 3, 7.
    case changeSpread(Int)
    /// Flexible: weekend → week → month.
    case cycleLength
    /// Flexible: move the cursor over the months by this many.
    case moveMonth(Int)
    /// Flexible: choose or unchoose the month under the cursor.
    case toggleMonth
}
