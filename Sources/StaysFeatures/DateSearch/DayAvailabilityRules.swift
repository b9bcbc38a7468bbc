import StaysDomain

/// Which days can be chosen: from today to the end of the last shown month or the booking horizon
/// (`StayRules.bookingHorizonDays`), whichever comes first; that last day can only end a stay. While only check-in is
/// chosen, no further after it than the longest stay.
struct DayAvailabilityRules: Hashable, Sendable {
    /// The first day that can be chosen.
    let today: CalendarDay
    /// The last day a stay can end: the last day of the last month shown, or the horizon if sooner.
    let lastDay: CalendarDay
    /// The most nights a stay may last.
    let maximumNights: Int

    /// Rules for a calendar showing `monthCount` months from today's month.
    init(today: CalendarDay, monthCount: Int, maximumNights: Int) {
        self.today = today
        self.lastDay = min(
            today.firstDayOfMonth.adding(months: monthCount - 1).lastDayOfMonth,
            today.adding(days: StayRules.bookingHorizonDays))
        self.maximumNights = maximumNights
    }

    // MARK: - Days

    /// Whether `day` can be chosen given what is already chosen.
    func availability(of day: CalendarDay, given selection: DateRangeSelection) -> DayCell.Availability {
        if day < today { return .past }
        return day <= latestDay(given: selection) ? .selectable : .beyondMaximumStay
    }

    /// The days that can be chosen; they are always one unbroken run.
    func selectableDays(given selection: DateRangeSelection) -> ClosedRange<CalendarDay> {
        today...latestDay(given: selection)
    }

    private func latestDay(given selection: DateRangeSelection) -> CalendarDay {
        guard case .checkIn(let start) = selection else { return max(today, lastDay.adding(days: -1)) }
        return min(lastDay, start.adding(days: maximumNights))
    }
}
