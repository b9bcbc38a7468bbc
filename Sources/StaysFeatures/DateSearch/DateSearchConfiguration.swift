import Foundation

/// The calendar, horizon and longest stay a date search works with.
public struct DateSearchConfiguration: Sendable {
    /// Supplies the first weekday and, through its locale, month and weekday names.
    public let calendar: Calendar
    /// How many months can be shown, starting with today's month; at least 1.
    public let monthCount: Int
    /// The most nights a stay may last; days further after check-in are disabled. At least 1.
    public let maximumNights: Int

    /// Creates a configuration; counts below 1 are raised to 1.
    public init(calendar: Calendar, monthCount: Int = 12, maximumNights: Int = 30) {
        self.calendar = calendar
        self.monthCount = max(1, monthCount)
        self.maximumNights = max(1, maximumNights)
    }
}
