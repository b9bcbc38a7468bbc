import Foundation
import StaysDomain

/// Writes the When step's text: month titles and weekday names in the calendar's locale, headings, prompts and the
/// summary in the catalogue's words.
struct DateSearchLabels: Sendable {
    private let calendar: Calendar
    private let locale: Locale
    private let words: any Localizing
    /// The words for timings, months and lengths, shared with the flow's summary and the results.
    let timing: StayTimingLabels

    /// Labels for a calendar; its locale names months and weekdays (en_US_POSIX when it has none).
    init(calendar: Calendar, words: any Localizing) {
        var utc = calendar
        utc.timeZone = .gmt
        self.calendar = utc
        self.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        self.words = words
        self.timing = StayTimingLabels(calendar: calendar, words: words)
    }

    // MARK: - Heading

    /// The step's heading: where the trip is planned, or where a stay found without dates gets its nights.
    func heading(for choices: DateSearchChoices) -> String {
        switch choices {
        case .everyTiming: words.text("app.when.heading")
        case .exactNights: words.text("app.when.heading.exact-nights")
        }
    }

    /// The question over the flexible lengths.
    var lengthPrompt: String { words.text("app.when.length-prompt") }
    /// The question over the flexible months.
    var monthsPrompt: String { words.text("app.when.months-prompt") }

    // MARK: - Calendar

    /// The month and year of `day`, e.g. "Nov 2026" in en_US, "2026년 11월" in ko_KR.
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

    /// One line about the choice so far, e.g. "Dec 3 – Dec 10 · 7 nights" or "12월 3일 (목) – 12월 10일 (목) · 7박".
    func summary(for selection: DateRangeSelection) -> String {
        switch selection {
        case .empty:
            words.text("app.when.add-dates")
        case .checkIn(let checkIn):
            words.text("app.when.add-check-out", ["checkIn": .text(timing.day(checkIn))])
        case .complete(let dates):
            words.text(
                "app.when.chosen",
                [
                    "range": .text(timing.range(dates)),
                    "nights": .text(words.text("common.nights", count: dates.nights)),
                ])
        }
    }

    /// One line about the flexible choice, e.g. "Any week in Dec, Jan".
    func summary(for flexible: FlexibleMonthsSelection) -> String {
        guard !flexible.chosen.isEmpty else { return words.text("app.when.choose-months") }
        return timing.anyLength(flexible.length, in: Array(flexible.chosen))
    }

    private var style: Date.FormatStyle {
        Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: .gmt)
    }
}
