import StaysDomain

/// Everything a front end draws for the Who step.
public struct GuestSearchViewState: Hashable, Sendable {
    /// One row per kind of guest: adults, children, infants, pets.
    public let rows: [GuestRowState]
    /// The counts in one line, e.g. "2 guests, 1 infant, 1 pet", or "Add guests".
    public let summary: String
    /// The counts as they stand.
    public let counts: GuestCounts

    /// Creates a view state; front ends get it from `GuestSearchController.viewState`.
    public init(rows: [GuestRowState], summary: String, counts: GuestCounts) {
        self.rows = rows
        self.summary = summary
        self.counts = counts
    }
}
