import StaysDomain

/// The flexible half of the When step as a value: a length and the chosen months among the coming ones.
struct FlexibleMonthsSelection: Hashable, Sendable {
    /// The first days of the months offered, starting with today's month.
    private(set) var months: [CalendarDay]
    /// How long the stay lasts.
    private(set) var length = FlexibleDates.Length.week
    /// The chosen months (their first days).
    private(set) var chosen: Set<CalendarDay> = []
    /// The month under the cursor, an index into `months`.
    private(set) var focusIndex = 0

    /// The `FlexibleDates.maximumMonths` months from today's, nothing chosen.
    init(today: CalendarDay) {
        months = (0..<FlexibleDates.maximumMonths).map { today.firstDayOfMonth.adding(months: $0) }
    }

    // MARK: - Choosing

    /// Shows `length` with those of `chosen` still offered.
    mutating func restore(_ length: FlexibleDates.Length, months chosen: [CalendarDay]) {
        self.length = length
        self.chosen = Set(chosen.map(\.firstDayOfMonth)).intersection(months)
        focusIndex = months.firstIndex { self.chosen.contains($0) } ?? 0
    }

    /// Weekend → week → month → weekend.
    mutating func cycleLength() {
        let all = FlexibleDates.Length.allCases
        length = all[((all.firstIndex(of: length) ?? 0) + 1) % all.count]
    }

    /// Moves the cursor by `offset` months, staying among those offered.
    mutating func moveFocus(by offset: Int) {
        focusIndex = min(max(0, focusIndex + offset), months.count - 1)
    }

    /// Chooses the month under the cursor, or unchooses it.
    mutating func toggleFocused() {
        let month = months[focusIndex]
        if chosen.remove(month) == nil { chosen.insert(month) }
    }

    /// Unchooses every month.
    mutating func clear() {
        chosen = []
    }

    /// Offers the months from a new today's, keeping the chosen ones still offered.
    mutating func refresh(today: CalendarDay) {
        guard months.first != today.firstDayOfMonth else { return }
        let (kept, keptLength, focused) = (chosen, length, months[focusIndex])
        self = FlexibleMonthsSelection(today: today)
        restore(keptLength, months: Array(kept))
        focusIndex = months.firstIndex(of: focused) ?? 0
    }

    // MARK: - Reading

    /// The search asked for, once a month is chosen.
    var timing: StayTiming? {
        chosen.isEmpty ? nil : .flexible(.lengths(length, inMonths: chosen.sorted()))
    }
}
