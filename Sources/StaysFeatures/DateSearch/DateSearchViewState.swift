import StaysDomain

/// Everything a front end draws for the When step: one month around the cursor and the choice so far, or the
/// flexible lengths and months.
public struct DateSearchViewState: Hashable, Sendable {
    /// The step's heading, e.g. "When's your trip?".
    public let heading: String
    /// Which half is on screen.
    public let mode: DateSearchMode
    /// Whether the flexible half, the spread, skipping and browsing are offered (false when only exact nights are).
    public let offersEveryTiming: Bool
    /// The shown month, e.g. "Nov 2026".
    public let title: String
    /// Short weekday names heading the columns, starting with the calendar's first weekday.
    public let weekdaySymbols: [String]
    /// The month's weeks, each exactly seven cells.
    public let weeks: [[CalendarCell]]
    /// The choice so far, e.g. "Dec 3 – Dec 10 · 7 nights" or "Any week in Dec, Jan".
    public let summary: String
    /// How far the exact dates may move, e.g. "Exact dates" or "± 2 days".
    public let spreadText: String
    /// Whether `confirm` goes on: true once check-out (or, when flexible, a month) is chosen.
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
    /// Flexible: the question over the lengths, "How long?".
    public let lengthPrompt: String
    /// Flexible: the lengths' names, e.g. ["Weekend", "Week", "Month"].
    public let lengthNames: [String]
    /// Flexible: the index of the chosen length in `lengthNames`.
    public let chosenLength: Int
    /// Flexible: the question over the months, "Which months?".
    public let monthsPrompt: String
    /// Flexible: the coming months, from today's.
    public let months: [MonthCell]

    /// Creates a view state; front ends get it from `DateSearchController.viewState`.
    public init(
        heading: String, mode: DateSearchMode, offersEveryTiming: Bool, title: String, weekdaySymbols: [String],
        weeks: [[CalendarCell]], summary: String, spreadText: String, isNextEnabled: Bool, focusedDay: CalendarDay,
        checkIn: CalendarDay?, checkOut: CalendarDay?, hasPreviousMonth: Bool, hasNextMonth: Bool,
        lengthPrompt: String, lengthNames: [String], chosenLength: Int, monthsPrompt: String, months: [MonthCell]
    ) {
        self.heading = heading
        self.mode = mode
        self.offersEveryTiming = offersEveryTiming
        self.title = title
        self.weekdaySymbols = weekdaySymbols
        self.weeks = weeks
        self.summary = summary
        self.spreadText = spreadText
        self.isNextEnabled = isNextEnabled
        self.focusedDay = focusedDay
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.hasPreviousMonth = hasPreviousMonth
        self.hasNextMonth = hasNextMonth
        self.lengthPrompt = lengthPrompt
        self.lengthNames = lengthNames
        self.chosenLength = chosenLength
        self.monthsPrompt = monthsPrompt
        self.months = months
    }
}
