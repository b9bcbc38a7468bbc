import Foundation
import StaysDomain

/// Writes a draft in one line, e.g. "Seoul · Dec 3 – Dec 10 · 2 guests · Filters · 2"; missing parts read
/// "Anywhere", "Any week" and "Add guests", and no filters add nothing.
public struct StayQuerySummary: Sendable {
    private let locale: Locale

    /// Creates a summary writer naming months in the calendar's locale (en_US_POSIX when it has none).
    public init(calendar: Calendar) {
        self.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
    }

    // MARK: - Writing

    /// The draft in one line.
    public func text(for draft: StayQueryDraft) -> String {
        parts(for: draft).joined(separator: " · ")
    }

    /// The line's parts: place, dates and guests, then "Filters · 3" when any filter is set.
    public func parts(for draft: StayQueryDraft) -> [String] {
        [
            draft.place?.title ?? "Anywhere",
            draft.dates.map(datesText) ?? "Any week",
            GuestSearchLabels().summary(for: draft.guests),
        ] + [StayFiltersLabels().badge(for: draft.filters)].compactMap { $0 }
    }

    private func datesText(_ dates: StayDates) -> String {
        "\(shortDay(dates.checkIn)) – \(shortDay(dates.checkOut))"
    }

    private func shortDay(_ day: CalendarDay) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let style = Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: .gmt)
        return day.startInUTC.formatted(style.month(.abbreviated).day())
    }
}
