/// What a When step offers: every kind of timing, or only exact nights (to book a stay found without dates).
public enum DateSearchChoices: Hashable, Sendable {
    /// Exact dates, give or take days, flexible lengths in months, skipping and browsing without dates.
    case everyTiming
    /// Exact check-in and check-out only.
    case exactNights
}
