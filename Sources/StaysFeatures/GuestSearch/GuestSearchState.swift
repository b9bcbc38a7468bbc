import StaysDomain

/// The Who step's state and rules, as a value: the controller wraps it for sharing.
struct GuestSearchState: Sendable {
    private(set) var counts: GuestCounts
    private(set) var focusedKind: GuestKind = .adults
    private let maximumGuests: Int

    /// A state showing `counts`, allowing at most `maximumGuests` adults and children together.
    init(counts: GuestCounts, maximumGuests: Int = GuestCounts.maximumOccupancy) {
        self.counts = counts
        self.maximumGuests = maximumGuests
    }

    // MARK: - Events

    /// Applies an event; returns the counts to hand on when it confirms the step.
    mutating func handle(_ event: GuestSearchEvent) -> GuestCounts? {
        switch event {
        case .increment(let kind):
            focusedKind = kind
            counts = increment(kind) ?? counts
        case .decrement(let kind):
            focusedKind = kind
            counts = counts.decremented(kind) ?? counts
        case .focusPreviousRow:
            moveFocus(by: -1)
        case .focusNextRow:
            moveFocus(by: 1)
        case .clear:
            counts = GuestCounts()
        case .confirm:
            return counts
        }
        return nil
    }

    /// The counts after the + button of `kind`, or nil when a rule or the guest limit forbids it.
    private func increment(_ kind: GuestKind) -> GuestCounts? {
        counts.incremented(kind).flatMap { $0.occupancy <= maximumGuests ? $0 : nil }
    }

    private mutating func moveFocus(by offset: Int) {
        let kinds = GuestKind.allCases
        guard let index = kinds.firstIndex(of: focusedKind) else { return }
        focusedKind = kinds[min(max(index + offset, 0), kinds.count - 1)]
    }

    // MARK: - View state

    /// What the front end draws now, written by `labels`.
    func viewState(labels: GuestSearchLabels) -> GuestSearchViewState {
        let rows = GuestKind.allCases.map { kind in
            GuestRowState(
                kind: kind,
                title: labels.title(for: kind),
                subtitle: labels.subtitle(for: kind),
                count: counts.count(of: kind),
                canIncrement: increment(kind) != nil,
                canDecrement: counts.decremented(kind) != nil,
                isFocused: kind == focusedKind
            )
        }
        return GuestSearchViewState(rows: rows, summary: labels.summary(for: counts), counts: counts)
    }
}
