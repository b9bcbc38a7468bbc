import StaysDomain

/// The stay search built so far: where, when, who and filters; each part is filled in by its step.
public struct StayQueryDraft: Hashable, Sendable {
    /// The place chosen in the Where step; nil until then.
    public var place: ChosenPlace?
    /// When the stays must be free, as chosen in the When step (exact, give or take, flexible or any dates); nil
    /// until chosen or when skipped.
    public var timing: StayTiming?
    /// The guests confirmed in the Who step; nobody until then.
    public var guests: GuestCounts
    /// The filters applied in the Filters step; none until then.
    public var filters: StayFilters

    /// Creates a draft; `timing` wins over `dates`, which stand for exact nights.
    public init(
        place: ChosenPlace? = nil, dates: StayDates? = nil, timing: StayTiming? = nil,
        guests: GuestCounts = GuestCounts(), filters: StayFilters = .none
    ) {
        self.place = place
        self.timing = timing ?? dates.map(StayTiming.nights)
        self.guests = guests
        self.filters = filters
    }

    /// The exact nights chosen, nil when none were or the timing is flexible or any dates.
    public var dates: StayDates? {
        timing?.exactDates
    }
}
