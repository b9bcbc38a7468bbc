import Foundation
import StaysDomain

/// Writes a draft in one line, e.g. "Seoul · Dec 3 – Dec 10 · 2 guests · Filters · 2" or "Seoul · Any week in Dec,
/// Jan · 2 guests"; missing parts read "Anywhere", "Any week" and "Add guests", and no filters add nothing. The words
/// come from the catalogue, dates from the calendar's locale.
public struct StayQuerySummary: Sendable {
    private let timing: StayTimingLabels
    private let guests: GuestSearchLabels
    private let filters: StayFiltersLabels
    private let words: any Localizing

    /// Creates a summary writer naming months in the calendar's locale (en_US_POSIX when it has none), with the words
    /// of `words`.
    public init(calendar: Calendar, words: any Localizing) {
        self.timing = StayTimingLabels(calendar: calendar, words: words)
        self.guests = GuestSearchLabels(words: words)
        self.filters = StayFiltersLabels(words: words)
        self.words = words
    }

    // MARK: - Writing

    /// The draft in one line.
    public func text(for draft: StayQueryDraft) -> String {
        parts(for: draft).joined(separator: " · ")
    }

    /// The line's parts: place, timing and guests, then "Filters · 3" when any filter is set.
    public func parts(for draft: StayQueryDraft) -> [String] {
        [
            draft.place?.title ?? words.text("app.summary.anywhere"),
            draft.timing.map(timing.text(for:)) ?? words.text("app.summary.any-week"),
            guests.summary(for: draft.guests),
        ] + [filters.badge(for: draft.filters)].compactMap { $0 }
    }
}
