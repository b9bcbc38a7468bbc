import StaysDomain

/// The stay search built so far: where, when and who; each part is filled in by its step.
public struct StayQueryDraft: Hashable, Sendable {
    /// The place chosen in the Where step; nil until then.
    public var place: ChosenPlace?
    /// The nights chosen in the When step; nil until chosen or when skipped.
    public var dates: StayDates?
    /// The guests confirmed in the Who step; nobody until then.
    public var guests: GuestCounts

    /// Creates a draft.
    public init(place: ChosenPlace? = nil, dates: StayDates? = nil, guests: GuestCounts = GuestCounts()) {
        self.place = place
        self.dates = dates
        self.guests = guests
    }
}
