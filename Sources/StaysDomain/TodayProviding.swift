/// Tells which calendar day it is now where the user is, or where a place is.
public protocol TodayProviding: Sendable {
    /// Today's date.
    func today() -> CalendarDay
    /// Today's date in the IANA time zone `identifier` (e.g. a stay's), the same wherever the caller runs.
    func today(inTimeZone identifier: String) -> CalendarDay
}

extension TodayProviding {
    /// `today()`: a provider that knows no clock (a fixed day) has one day everywhere.
    public func today(inTimeZone identifier: String) -> CalendarDay { today() }
}
