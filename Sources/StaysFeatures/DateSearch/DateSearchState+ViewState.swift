import StaysDomain

extension DateSearchState {
    // MARK: - View state

    /// What the front end draws now, written by `labels`: the month holding the cursor, or the flexible lengths and
    /// months.
    func viewState(labels: DateSearchLabels) -> DateSearchViewState {
        let grid = CalendarMonthGrid(firstWeekday: configuration.calendar.firstWeekday)
        let lengths = FlexibleDates.Length.allCases
        return DateSearchViewState(
            heading: labels.heading(for: choices),
            mode: mode,
            offersEveryTiming: choices == .everyTiming,
            title: labels.monthTitle(for: focus),
            weekdaySymbols: labels.weekdaySymbols,
            weeks: grid.weeks(ofMonthContaining: focus, cell: cell(for:)),
            summary: mode == .dates ? labels.summary(for: selection) : labels.summary(for: flexible),
            spreadText: labels.timing.spread(spread),
            isNextEnabled: chosenTiming != nil,
            focusedDay: focus,
            checkIn: selection.checkIn,
            checkOut: selection.stayDates?.checkOut,
            hasPreviousMonth: !focus.isInSameMonth(as: rules.today),
            hasNextMonth: !focus.isInSameMonth(as: rules.lastDay),
            lengthPrompt: labels.lengthPrompt,
            lengthNames: lengths.map(labels.timing.name(of:)),
            chosenLength: lengths.firstIndex(of: flexible.length) ?? 0,
            monthsPrompt: labels.monthsPrompt,
            months: flexible.months.enumerated().map { index, month in
                MonthCell(
                    title: labels.timing.month(month), isChosen: flexible.chosen.contains(month),
                    isFocused: index == flexible.focusIndex)
            }
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
