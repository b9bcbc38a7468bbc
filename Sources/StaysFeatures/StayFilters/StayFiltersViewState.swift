import StaysDomain

/// Everything a front end draws for the Filters step.
public struct StayFiltersViewState: Hashable, Sendable {
    /// The heading: "Filters", or "Filters · 3" when three are set.
    public let title: String
    /// The sections in order: type of place, rooms and beds, property type, amenities.
    public let sections: [StayFilterSectionState]
    /// The live count of stays matching the filters shown.
    public let count: StayFilterCount
    /// The count as text, e.g. "12 stays".
    public let countText: String
    /// "Filters · 3" when any filter is set, nil when none is.
    public let badge: String?
    /// The filters shown.
    public let filters: StayFilters

    /// Creates a view state; front ends get it from `StayFiltersController.viewState`.
    public init(
        title: String, sections: [StayFilterSectionState], count: StayFilterCount, countText: String,
        badge: String?, filters: StayFilters
    ) {
        self.title = title
        self.sections = sections
        self.count = count
        self.countText = countText
        self.badge = badge
        self.filters = filters
    }

    /// The row the keyboard cursor is on.
    public var focusedRow: StayFilterRowState? {
        sections.lazy.flatMap(\.rows).first(where: \.isFocused)
    }
}
