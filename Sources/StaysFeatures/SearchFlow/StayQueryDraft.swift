import StaysDomain

/// The stay search built so far: where, when, who and filters; each part is filled in by its step.
public struct StayQueryDraft: Hashable, Sendable {
    /// The place chosen in the Where step; nil until then.
    public var place: ChosenPlace?
    /// The nights chosen in the When step; nil until chosen or when skipped.
    public var dates: StayDates?
    /// The guests confirmed in the Who step; nobody until then.
    public var guests: GuestCounts
    /// The filters applied in the Filters step; none until then.
    public var filters: StayFilters

    /// Creates a draft.
    public init(
        place: ChosenPlace? = nil, dates: StayDates? = nil, guests: GuestCounts = GuestCounts(),
        filters: StayFilters = .none
    ) {
        self.place = place
        self.dates = dates
        self.guests = guests
        self.filters = filters
    }
}
