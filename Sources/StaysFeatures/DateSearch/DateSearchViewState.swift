import StaysDomain

/// Everything a front end draws for the When step: one month around the cursor and the choice so far.
public struct DateSearchViewState: Hashable, Sendable {
    /// The shown month, e.g. "Nov 2026".
    public let title: String
    /// Short weekday names heading the columns, starting with the calendar's first weekday.
    public let weekdaySymbols: [String]
    /// The month's weeks, each exactly seven cells.
    public let weeks: [[CalendarCell]]
    /// The choice so far, e.g. "Dec 3 – Dec 10 · 7 nights".
    public let summary: String
    /// Whether `confirm` goes on: true once check-out is chosen.
    public let isNextEnabled: Bool
    /// The day under the keyboard cursor.
    public let focusedDay: CalendarDay
    /// The chosen check-in day, if any.
    public let checkIn: CalendarDay?
    /// The chosen check-out day, if any.
    public let checkOut: CalendarDay?
    /// Whether an earlier month can be shown.
    public let hasPreviousMonth: Bool
    /// Whether a later month can be shown.
    public let hasNextMonth: Bool

    /// Creates a view state; front ends get it from `DateSearchController.viewState`.
    public init(
        title: String, weekdaySymbols: [String], weeks: [[CalendarCell]], summary: String, isNextEnabled: Bool,
        focusedDay: CalendarDay, checkIn: CalendarDay?, checkOut: CalendarDay?, hasPreviousMonth: Bool,
        hasNextMonth: Bool
    ) {
        self.title = title
        self.weekdaySymbols = weekdaySymbols
        self.weeks = weeks
        self.summary = summary
        self.isNextEnabled = isNextEnabled
        self.focusedDay = focusedDay
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.hasPreviousMonth = hasPreviousMonth
        self.hasNextMonth = hasNextMonth
    }
}
