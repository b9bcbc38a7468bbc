import Foundation
import StaysDomain

/// Writes a draft in one line, e.g. "Seoul · Dec 3 – Dec 10 · 2 guests · Filters · 2" or "Seoul · Any week in Dec,
/// Jan · 2 guests"; missing parts read "Anywhere", "Any week" and "Add guests", and no filters add nothing.
public struct StayQuerySummary: Sendable {
    private let timing: StayTimingLabels

    /// Creates a summary writer naming months in the calendar's locale (en_US_POSIX when it has none).
    public init(calendar: Calendar) {
        self.timing = StayTimingLabels(calendar: calendar)
    }

    // MARK: - Writing

    /// The draft in one line.
    public func text(for draft: StayQueryDraft) -> String {
        parts(for: draft).joined(separator: " · ")
    }

    /// The line's parts: place, timing and guests, then "Filters · 3" when any filter is set.
    public func parts(for draft: StayQueryDraft) -> [String] {
        [
            draft.place?.title ?? "Anywhere",
            draft.timing.map(timing.text(for:)) ?? "Any week",
            GuestSearchLabels().summary(for: draft.guests),
        ] + [StayFiltersLabels().badge(for: draft.filters)].compactMap { $0 }
    }
}
