import Foundation

/// A date on the Gregorian calendar with no time of day or time zone, such as a check-in day.
public struct CalendarDay: Hashable, Sendable, Comparable {
    /// The years a day may lie in; ISO 8601 text has exactly four year digits.
    public static let validYears = 1...9999

    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// Creates a day, throwing when it does not exist (month 13, 2025-02-29) or its year is outside 1...9999.
    public init(year: Int, month: Int, day: Int) throws(CalendarDayError) {
        guard Self.validYears.contains(year) else { throw .yearOutOfRange(year) }
        guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
        let length = Self.numberOfDays(inMonth: month, year: year)
        guard (1...length).contains(day) else { throw .dayOutOfRange(day, month: month, year: year) }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day a moment falls on in a time zone.
    public init(date: Date, timeZone: TimeZone) {
        let parts = Self.gregorian(in: timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(checkedParts: parts)
    }

    // MARK: - Arithmetic

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        let calendar = Self.gregorian(in: .gmt)
        guard let moved = calendar.date(byAdding: .day, value: count, to: startInUTC) else {
            preconditionFailure("\(self) moved by \(count) days leaves the calendar")
        }
        return CalendarDay(date: moved, timeZone: .gmt)
    }

    /// The same day of the month `count` months later (earlier when negative), kept within the target month.
    public func adding(months count: Int) -> CalendarDay {
        let first = CalendarDay(checkedParts: DateComponents(year: year, month: month, day: 1))
        let calendar = Self.gregorian(in: .gmt)
        guard let moved = calendar.date(byAdding: .month, value: count, to: first.startInUTC) else {
            preconditionFailure("\(self) moved by \(count) months leaves the calendar")
        }
        let target = CalendarDay(date: moved, timeZone: .gmt)
        let clampedDay = min(day, Self.numberOfDays(inMonth: target.month, year: target.year))
        return CalendarDay(checkedParts: DateComponents(year: target.year, month: target.month, day: clampedDay))
    }

    /// How many days lie from this day to `other`: positive when `other` is later, zero when the same.
    public func days(to other: CalendarDay) -> Int {
        let parts = Self.gregorian(in: .gmt).dateComponents([.day], from: startInUTC, to: other.startInUTC)
        return parts.day ?? 0
    }

    // MARK: - Month

    /// The day of the week, 1 for Sunday through 7 for Saturday (as `Calendar.Component.weekday`).
    public var weekday: Int {
        Self.gregorian(in: .gmt).component(.weekday, from: startInUTC)
    }

    /// How many days this day's month has.
    public var numberOfDaysInMonth: Int {
        Self.numberOfDays(inMonth: month, year: year)
    }

    /// The first day of this day's month.
    public var firstDayOfMonth: CalendarDay {
        CalendarDay(checkedParts: DateComponents(year: year, month: month, day: 1))
    }

    /// The last day of this day's month.
    public var lastDayOfMonth: CalendarDay {
        CalendarDay(checkedParts: DateComponents(year: year, month: month, day: numberOfDaysInMonth))
    }

    /// Whether both days lie in the same month of the same year.
    public func isInSameMonth(as other: CalendarDay) -> Bool {
        year == other.year && month == other.month
    }

    /// The moment this day starts in UTC, for formatting with Foundation.
    public var startInUTC: Date {
        let parts = DateComponents(year: year, month: month, day: day)
        guard let date = Self.gregorian(in: .gmt).date(from: parts) else {
            preconditionFailure("\(year)-\(month)-\(day) has no date")
        }
        return date
    }

    // MARK: - Comparable

    /// Whether this day comes before `other`.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: - Calendar

    private init(checkedParts parts: DateComponents) {
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            let valid = try? CalendarDay(year: year, month: month, day: day)
        else {
            preconditionFailure("\(parts) is outside the supported calendar")
        }
        self = valid
    }

    private static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        let calendar = gregorian(in: .gmt)
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let range = calendar.range(of: .day, in: .month, for: first)
        else {
            return 0
        }
        return range.count
    }

    private static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
