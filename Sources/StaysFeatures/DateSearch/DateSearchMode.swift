/// Which half of the When step is on screen: the calendar of exact dates or the flexible lengths and months.
public enum DateSearchMode: Hashable, Sendable {
    /// Check-in and check-out on the calendar, optionally give or take some days.
    case dates
    /// A weekend, a week or a month in one or more of the coming months.
    case flexible
}
