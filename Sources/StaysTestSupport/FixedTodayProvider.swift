import StaysDomain

/// A stub that always says today is the same given day.
public struct FixedTodayProvider: TodayProviding {
    /// The day returned as today.
    public let day: CalendarDay

    /// Creates a provider that answers `day`.
    public init(day: CalendarDay) {
        self.day = day
    }

    /// Returns the fixed day.
    public func today() -> CalendarDay {
        day
    }
}
