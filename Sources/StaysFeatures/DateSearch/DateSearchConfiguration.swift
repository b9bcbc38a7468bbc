import Foundation
import StaysDomain

/// The calendar, horizon and longest stay a date search works with.
public struct DateSearchConfiguration: Sendable {
    /// The month counts accepted; others are clamped into it.
    public static let monthCountRange = 1...36
    /// The longest stays accepted, in nights; others are clamped into it.
    public static let maximumNightsRange = 1...365

    /// Supplies the first weekday and, through its locale, month and weekday names.
    public let calendar: Calendar
    /// How many months can be shown, starting with today's month.
    public let monthCount: Int
    /// The most nights a stay may last; days further after check-in are disabled.
    public let maximumNights: Int

    /// Creates a configuration; counts outside `monthCountRange` and `maximumNightsRange` are clamped into them. The
    /// defaults are the shared rules: the longest stay of `StayRules`, and months enough to reach its horizon.
    public init(
        calendar: Calendar, monthCount: Int = StayRules.bookingHorizonDays / 30 + 1,
        maximumNights: Int = StayRules.maximumNights
    ) {
        self.calendar = calendar
        self.monthCount = Self.clamp(monthCount, to: Self.monthCountRange)
        self.maximumNights = Self.clamp(maximumNights, to: Self.maximumNightsRange)
    }

    // MARK: - Clamping

    private static func clamp(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
