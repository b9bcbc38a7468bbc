import StaysDomain

/// The When step's state and rules, as a value: the controller wraps it for sharing.
struct DateSearchState: Sendable {
    /// What handling an event led to.
    enum Outcome: Hashable, Sendable {
        /// The step goes on.
        case continuing
        /// The step is done, with the chosen stay or nil when skipped.
        case finished(StayDates?)
    }

    let configuration: DateSearchConfiguration
    private(set) var rules: DayAvailabilityRules
    private(set) var selection: DateRangeSelection = .empty
    private(set) var focus: CalendarDay

    /// A state on `today`, with `initialDates` chosen when they are still allowed.
    init(today: CalendarDay, configuration: DateSearchConfiguration, initialDates: StayDates?) {
        self.configuration = configuration
        rules = DayAvailabilityRules(
            today: today, monthCount: configuration.monthCount, maximumNights: configuration.maximumNights)
        focus = today
        if let initialDates {
            choose(initialDates.checkIn)
            choose(initialDates.checkOut)
            if selection.stayDates != initialDates { selection = .empty }
        }
        focus = selection.checkIn ?? today
    }

    // MARK: - Events

    /// Applies an event and tells whether the step is done.
    mutating func handle(_ event: DateSearchEvent) -> Outcome {
        switch event {
        case .moveFocus(let move):
            focus = clamped(move.target(from: focus))
        case .select:
            choose(focus)
        case .clear:
            selection = .empty
        case .skip:
            return .finished(nil)
        case .confirm:
            if let dates = selection.stayDates { return .finished(dates) }
        }
        return .continuing
    }

    /// Moves the state to a new today: days before it become past and a range starting before it is dropped.
    mutating func refresh(today: CalendarDay) {
        guard today != rules.today else { return }
        rules = DayAvailabilityRules(
            today: today, monthCount: configuration.monthCount, maximumNights: configuration.maximumNights)
        if let checkIn = selection.checkIn, checkIn < today { selection = .empty }
        focus = clamped(focus)
    }

    // MARK: - Rules

    private mutating func choose(_ day: CalendarDay) {
        guard rules.availability(of: day, given: selection) == .selectable else { return }
        selection = selection.selecting(day)
        focus = clamped(day)
    }

    private func clamped(_ day: CalendarDay) -> CalendarDay {
        let days = rules.selectableDays(given: selection)
        return min(max(day, days.lowerBound), days.upperBound)
    }
}
