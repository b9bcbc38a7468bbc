import Foundation

/// Reads today's date from the system clock in a time zone.
public struct SystemClockTodayProvider: TodayProviding {
    /// The time zone whose calendar day is today.
    public let timeZone: TimeZone
    private let now: @Sendable () -> Date

    /// Creates a provider for a time zone, reading the moment from `now` (the system clock unless given).
    public init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.timeZone = timeZone
        self.now = now
    }

    /// The day the current moment falls on in `timeZone`.
    public func today() -> CalendarDay {
        CalendarDay(date: now(), timeZone: timeZone)
    }

    /// The day the current moment falls on in the zone `identifier` (in `timeZone` when the name is unknown).
    public func today(inTimeZone identifier: String) -> CalendarDay {
        CalendarDay(date: now(), timeZone: TimeZone(identifier: identifier) ?? timeZone)
    }
}
