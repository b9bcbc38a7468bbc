import StaysDomain

/// How the keyboard cursor moves over the calendar; moves are clamped to the days that can be chosen.
public enum DateFocusMove: Hashable, Sendable {
    /// One day back (left arrow).
    case previousDay
    /// One day on (right arrow).
    case nextDay
    /// Seven days back (up arrow).
    case previousWeek
    /// Seven days on (down arrow).
    case nextWeek
    /// The same day of the previous month (page up).
    case previousMonth
    /// The same day of the next month (page down).
    case nextMonth
    /// Straight to a day, e.g. where the pointer clicked.
    case day(CalendarDay)

    /// Where the cursor lands from `day`, before clamping.
    func target(from day: CalendarDay) -> CalendarDay {
        switch self {
        case .previousDay: day.adding(days: -1)
        case .nextDay: day.adding(days: 1)
        case .previousWeek: day.adding(days: -7)
        case .nextWeek: day.adding(days: 7)
        case .previousMonth: day.adding(months: -1)
        case .nextMonth: day.adding(months: 1)
        case .day(let target): target
        }
    }
}
