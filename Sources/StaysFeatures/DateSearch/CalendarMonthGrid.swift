import StaysDomain

/// Lays a month out as week rows of seven cells, starting on the calendar's first weekday.
struct CalendarMonthGrid: Sendable {
    /// The weekday each row starts on, 1 for Sunday through 7 for Saturday.
    let firstWeekday: Int

    // MARK: - Layout

    /// The weeks of the month containing `day`, with blanks before the 1st and after the last day.
    func weeks(ofMonthContaining day: CalendarDay, cell: (CalendarDay) -> DayCell) -> [[CalendarCell]] {
        let first = day.firstDayOfMonth
        let leadingBlanks = (first.weekday - firstWeekday + 7) % 7
        var cells = Array(repeating: CalendarCell.blank, count: leadingBlanks)
        for offset in 0..<first.numberOfDaysInMonth {
            cells.append(.day(cell(first.adding(days: offset))))
        }
        let trailingBlanks = (7 - cells.count % 7) % 7
        cells += Array(repeating: CalendarCell.blank, count: trailingBlanks)
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}
