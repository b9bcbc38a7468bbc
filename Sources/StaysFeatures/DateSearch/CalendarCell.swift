/// One slot of a week row: a day of the shown month or a blank before the 1st or after the last day.
public enum CalendarCell: Hashable, Sendable {
    /// An empty slot that belongs to the previous or next month.
    case blank
    /// A day of the shown month.
    case day(DayCell)

    /// The day cell, or nil for a blank.
    public var dayCell: DayCell? {
        guard case .day(let cell) = self else { return nil }
        return cell
    }
}
