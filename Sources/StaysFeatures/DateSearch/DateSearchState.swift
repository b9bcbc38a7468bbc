import StaysDomain

/// The When step's state and rules, as a value: the controller wraps it for sharing.
struct DateSearchState: Sendable {
    /// What handling an event led to.
    enum Outcome: Hashable, Sendable {
        /// The step goes on.
        case continuing
        /// The step is done, with the chosen timing or nil when skipped.
        case finished(StayTiming?)
    }

    /// The give-or-take days offered around exact dates, narrowest first.
    static let spreads = [0] + FlexibleDates.spreads

    let configuration: DateSearchConfiguration
    let choices: DateSearchChoices
    private(set) var rules: DayAvailabilityRules
    private(set) var selection: DateRangeSelection = .empty
    private(set) var focus: CalendarDay
    private(set) var mode = DateSearchMode.dates
    private(set) var spread = 0
    private(set) var flexible: FlexibleMonthsSelection

    /// A state on `today` showing `initialTiming` where it is still allowed.
    init(
        today: CalendarDay, configuration: DateSearchConfiguration, choices: DateSearchChoices = .everyTiming,
        initialTiming: StayTiming?
    ) {
        self.configuration = configuration
        self.choices = choices
        rules = DayAvailabilityRules(
            today: today, monthCount: configuration.monthCount, maximumNights: configuration.maximumNights)
        focus = today
        flexible = FlexibleMonthsSelection(today: today)
        restore(initialTiming)
        focus = selection.checkIn ?? today
    }

    // MARK: - Events

    /// Applies an event and tells whether the step is done.
    mutating func handle(_ event: DateSearchEvent) -> Outcome {
        let offersAll = choices == .everyTiming
        switch event {
        case .moveFocus(let move): focus = clamped(move.target(from: focus))
        case .select: choose(focus)
        case .clear: if mode == .dates { selection = .empty } else { flexible.clear() }
        case .skip: if offersAll { return .finished(nil) }
        case .browse: if offersAll { return .finished(.anyTime) }
        case .confirm: if let timing = chosenTiming { return .finished(timing) }
        case .switchMode: if offersAll { mode = mode == .dates ? .flexible : .dates }
        case .changeSpread(let steps): if offersAll { spread = Self.spread(from: spread, by: steps) }
        case .cycleLength: flexible.cycleLength()
        case .moveMonth(let offset): flexible.moveFocus(by: offset)
        case .toggleMonth: flexible.toggleFocused()
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
        flexible.refresh(today: today)
    }

    /// What confirming gives now: the dates (give or take the spread) or the flexible months; nil until complete.
    var chosenTiming: StayTiming? {
        switch mode {
        case .dates: selection.stayDates.map { spread == 0 ? .nights($0) : .flexible(.around($0, days: spread)) }
        case .flexible: flexible.timing
        }
    }

    // MARK: - Rules

    private mutating func restore(_ timing: StayTiming?) {
        switch timing {
        case .nights(let dates)?:
            restore(dates)
        case .flexible(let shape)? where choices == .everyTiming:
            switch shape.shape {
            case .around(let dates, let days):
                restore(dates)
                spread = Self.spreads.contains(days) ? days : 0
            case .lengths(let length, let months):
                flexible.restore(length, months: months)
                mode = .flexible
            }
        default:
            break
        }
    }

    private mutating func restore(_ dates: StayDates) {
        choose(dates.checkIn)
        choose(dates.checkOut)
        if selection.stayDates != dates { selection = .empty }
    }

    private mutating func choose(_ day: CalendarDay) {
        guard rules.availability(of: day, given: selection) == .selectable else { return }
        selection = selection.selecting(day)
        focus = clamped(day)
    }

    private func clamped(_ day: CalendarDay) -> CalendarDay {
        let days = rules.selectableDays(given: selection)
        return min(max(day, days.lowerBound), days.upperBound)
    }

    private static func spread(from current: Int, by steps: Int) -> Int {
        let index = spreads.firstIndex(of: current) ?? 0
        return spreads[min(max(0, index + steps), spreads.count - 1)]
    }
}
