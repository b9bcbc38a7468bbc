import StaysDomain

/// The Filters step's choices and cursor, as a value: the controller adds the live count.
struct StayFiltersState: Sendable {
    private(set) var filters: StayFilters
    private(set) var focused = StayFilterRowID.all[0]

    /// A state showing `filters`, the cursor on the first row.
    init(filters: StayFilters) {
        self.filters = filters
    }

    // MARK: - Events

    /// Applies an event; returns the filters to apply when it confirms the step.
    mutating func handle(_ event: StayFiltersEvent) -> StayFilters? {
        switch event {
        case .focusPreviousRow: moveFocus(by: -1)
        case .focusNextRow: moveFocus(by: 1)
        case .toggle(let choice):
            focused = .choice(choice)
            filters = filters.toggling(choice)
        case .increment(let minimum):
            focused = .minimum(minimum)
            filters = filters.stepping(minimum, by: 1) ?? filters
        case .decrement(let minimum):
            focused = .minimum(minimum)
            filters = filters.stepping(minimum, by: -1) ?? filters
        case .clearAll: filters = .none
        case .confirm: return filters
        }
        return nil
    }

    private mutating func moveFocus(by offset: Int) {
        let rows = StayFilterRowID.all
        guard let index = rows.firstIndex(of: focused) else { return }
        focused = rows[min(max(index + offset, 0), rows.count - 1)]
    }

    // MARK: - View state

    /// What the front end draws, with the live count `count`, written by `labels`.
    func viewState(count: StayFilterCount, labels: StayFiltersLabels) -> StayFiltersViewState {
        var sections: [StayFilterSectionState] = []
        for id in StayFilterRowID.all {
            let row = StayFilterRowState(
                id: id, title: labels.title(for: id), control: control(of: id, labels: labels),
                isFocused: id == focused)
            let title = labels.section(of: id)
            if let last = sections.last, last.title == title {
                sections[sections.count - 1] = StayFilterSectionState(title: title, rows: last.rows + [row])
            } else {
                sections.append(StayFilterSectionState(title: title, rows: [row]))
            }
        }
        return StayFiltersViewState(
            title: labels.title(for: filters), sections: sections, count: count, countText: labels.count(count),
            badge: labels.badge(for: filters),
            filters: filters)
    }

    private func control(of id: StayFilterRowID, labels: StayFiltersLabels) -> StayFilterRowState.Control {
        switch id {
        case .choice(let choice): .toggle(isOn: filters.contains(choice))
        case .minimum(let minimum):
            .stepper(
                value: labels.value(filters.value(of: minimum)),
                canDecrement: filters.stepping(minimum, by: -1) != nil,
                canIncrement: filters.stepping(minimum, by: 1) != nil)
        }
    }
}
