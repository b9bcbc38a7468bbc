import StaysDomain

extension DateSearchState {
    // MARK: - View state

    /// What the front end draws now: the month holding the cursor.
    var viewState: DateSearchViewState {
        let labels = DateSearchLabels(calendar: configuration.calendar)
        let grid = CalendarMonthGrid(firstWeekday: configuration.calendar.firstWeekday)
        return DateSearchViewState(
            title: labels.monthTitle(for: focus),
            weekdaySymbols: labels.weekdaySymbols,
            weeks: grid.weeks(ofMonthContaining: focus, cell: cell(for:)),
            summary: labels.summary(for: selection),
            isNextEnabled: selection.stayDates != nil,
            focusedDay: focus,
            checkIn: selection.checkIn,
            checkOut: selection.stayDates?.checkOut,
            hasPreviousMonth: !focus.isInSameMonth(as: rules.today),
            hasNextMonth: !focus.isInSameMonth(as: rules.lastDay)
        )
    }

    private func cell(for day: CalendarDay) -> DayCell {
        DayCell(
            day: day,
            availability: rules.availability(of: day, given: selection),
            selection: selection.role(of: day),
            isToday: day == rules.today,
            isFocused: day == focus
        )
    }
}
