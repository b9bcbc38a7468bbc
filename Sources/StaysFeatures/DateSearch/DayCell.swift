import StaysDomain

/// One day in the calendar grid, with everything a front end needs to draw it.
public struct DayCell: Hashable, Sendable {
    /// Whether the day can be chosen.
    public enum Availability: Hashable, Sendable {
        /// Before today: disabled.
        case past
        /// Can be tapped.
        case selectable
        /// Further after check-in than the longest stay allows: disabled.
        case beyondMaximumStay
    }

    /// The day's part in the chosen range.
    public enum SelectionRole: Hashable, Sendable {
        /// Not part of the range.
        case none
        /// The check-in day (the range's start).
        case checkIn
        /// The check-out day (the range's end; its night is not booked).
        case checkOut
        /// A day strictly between check-in and check-out.
        case insideRange
    }

    /// The day.
    public let day: CalendarDay
    /// Whether it can be chosen.
    public let availability: Availability
    /// Its part in the chosen range.
    public let selection: SelectionRole
    /// Whether it is today.
    public let isToday: Bool
    /// Whether the keyboard cursor is on it.
    public let isFocused: Bool

    /// Creates a cell.
    public init(
        day: CalendarDay, availability: Availability, selection: SelectionRole, isToday: Bool, isFocused: Bool
    ) {
        self.day = day
        self.availability = availability
        self.selection = selection
        self.isToday = isToday
        self.isFocused = isFocused
    }

    /// Whether tapping the day does anything.
    public var isEnabled: Bool {
        availability == .selectable
    }
}
