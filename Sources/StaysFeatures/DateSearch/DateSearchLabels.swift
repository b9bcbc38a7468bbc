import Foundation
import StaysDomain

/// Writes the When step's text in the calendar's locale: month titles, weekday names and the summary.
struct DateSearchLabels: Sendable {
    private let calendar: Calendar
    private let locale: Locale
    /// The words for timings, months and lengths, shared with the flow's summary and the results.
    let timing: StayTimingLabels

    /// Labels for a calendar; its locale names months and weekdays (en_US_POSIX when it has none).
    init(calendar: Calendar) {
        var utc = calendar
        utc.timeZone = .gmt
        self.calendar = utc
        self.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        self.timing = StayTimingLabels(calendar: calendar)
    }

    // MARK: - Heading

    /// The step's heading: where the trip is planned, or where a stay found without dates gets its nights.
    func heading(for choices: DateSearchChoices) -> String {
        switch choices {
        case .everyTiming: "When's your trip?"
        case .exactNights: "Add dates to reserve"
        }
    }

    /// The question over the flexible lengths.
    let lengthPrompt = "How long?"
    /// The question over the flexible months.
    let monthsPrompt = "Which months?"

    // MARK: - Calendar

    /// The month and year of `day`, e.g. "Nov 2026" in en_US.
    func monthTitle(for day: CalendarDay) -> String {
        day.startInUTC.formatted(style.month(.abbreviated).year())
    }

    /// Short weekday names in grid order, starting with the calendar's first weekday, e.g. "Sun"…"Sat".
    var weekdaySymbols: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = calendar.firstWeekday - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    // MARK: - Summary

    /// One line about the choice so far, e.g. "Dec 3 – Dec 10 · 7 nights".
    func summary(for selection: DateRangeSelection) -> String {
        switch selection {
        case .empty:
            "Add dates"
        case .checkIn(let checkIn):
            "\(shortDay(checkIn)) – Add check-out"
        case .complete(let dates):
            "\(shortDay(dates.checkIn)) – \(shortDay(dates.checkOut)) · \(nightsText(dates.nights))"
        }
    }

    /// One line about the flexible choice, e.g. "Any week in Dec, Jan".
    func summary(for flexible: FlexibleMonthsSelection) -> String {
        guard !flexible.chosen.isEmpty else { return "Choose one or more months" }
        return timing.anyLength(flexible.length, in: Array(flexible.chosen))
    }

    private func shortDay(_ day: CalendarDay) -> String {
        day.startInUTC.formatted(style.month(.abbreviated).day())
    }

    private func nightsText(_ nights: Int) -> String {
        nights == 1 ? "1 night" : "\(nights) nights"
    }

    private var style: Date.FormatStyle {
        Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: .gmt)
    }
}
