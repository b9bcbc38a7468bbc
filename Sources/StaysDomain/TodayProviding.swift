/// Tells which calendar day it is now where the user is.
public protocol TodayProviding: Sendable {
    /// Today's date.
    func today() -> CalendarDay
}
