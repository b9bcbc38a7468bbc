import StaysDomain
import Synchronization

/// A stub whose today a test moves on, e.g. past midnight.
public final class AdjustableTodayProvider: TodayProviding {
    private let day: Mutex<CalendarDay>

    /// Creates a provider that answers `day` until told otherwise.
    public init(day: CalendarDay) {
        self.day = Mutex(day)
    }

    /// Makes `day` today from now on.
    public func set(_ newDay: CalendarDay) {
        day.withLock { $0 = newDay }
    }

    /// Returns the current day.
    public func today() -> CalendarDay {
        day.withLock { $0 }
    }
}
