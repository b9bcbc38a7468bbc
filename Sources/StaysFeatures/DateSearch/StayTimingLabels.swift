import Foundation
import StaysDomain

/// Writes when a search's stays must be free, e.g. "Dec 3 – Dec 10", "Dec 3 – 10 ± 2 days", "Any week in Dec, Jan"
/// or "Any dates" (Korean "12월 3일 (목) – 12월 10일 (목)"): the words from the catalogue, months and days in the
/// calendar's locale.
public struct StayTimingLabels: Sendable {
    private let locale: Locale
    private let words: any Localizing

    /// Labels naming months in the calendar's locale (en_US_POSIX when it has none or only the root locale), with
    /// the words of `words`.
    public init(calendar: Calendar, words: any Localizing) {
        let named = calendar.locale.flatMap { $0.identifier.isEmpty ? nil : $0 }
        self.locale = named ?? Locale(identifier: "en_US_POSIX")
        self.words = words
    }

    // MARK: - Timing

    /// The timing in a few words.
    public func text(for timing: StayTiming) -> String {
        switch timing {
        case .anyTime:
            words.text("app.timing.any-dates")
        case .nights(let dates):
            range(dates)
        case .flexible(let flexible):
            switch flexible.shape {
            case .around(let dates, let days): "\(compactRange(dates)) \(spread(days))"
            case .lengths(let length, let months): anyLength(length, in: months)
            }
        }
    }

    /// Check-in to check-out, e.g. "Dec 3 – Dec 10".
    public func range(_ dates: StayDates) -> String {
        words.text("app.date.range", ["checkIn": .text(day(dates.checkIn)), "checkOut": .text(day(dates.checkOut))])
    }

    /// How far exact dates may move, e.g. "± 2 days"; "Exact dates" for none.
    func spread(_ days: Int) -> String {
        days > 0 ? words.text("app.timing.spread", count: days) : words.text("app.timing.exact")
    }

    /// A length's name, e.g. "Weekend".
    func name(of length: FlexibleDates.Length) -> String {
        words.text("app.timing.\(length.rawValue)")
    }

    /// A stay of `length` in the given months, e.g. "Any week in Dec, Jan".
    func anyLength(_ length: FlexibleDates.Length, in months: [CalendarDay]) -> String {
        let names = months.sorted().map { format($0, style.month(.abbreviated)) }
        return words.text("app.timing.any-\(length.rawValue)", ["months": .text(names.joined(separator: ", "))])
    }

    /// A month and its year, e.g. "Dec 2026" or "2026년 12월".
    func month(_ day: CalendarDay) -> String {
        format(day, style.month(.abbreviated).year())
    }

    /// A day as lists and summaries write it, e.g. "Dec 3", "3 Dec" or "12월 3일 (목)": the catalogue's
    /// `app.format.short-day` date template in the locale.
    func day(_ day: CalendarDay) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Self.gregorian
        formatter.timeZone = .gmt
        formatter.setLocalizedDateFormatFromTemplate(words.text("app.format.short-day"))
        return formatter.string(from: day.startInUTC)
    }

    // MARK: - Days

    /// "Dec 3 – 10" within one month, "Dec 30 – Jan 2" across two.
    private func compactRange(_ dates: StayDates) -> String {
        guard dates.checkIn.isInSameMonth(as: dates.checkOut) else { return range(dates) }
        return words.text(
            "app.date.range-in-month", ["checkIn": .text(day(dates.checkIn)), "day": .number(dates.checkOut.day)])
    }

    private func format(_ day: CalendarDay, _ style: Date.FormatStyle) -> String {
        day.startInUTC.formatted(style)
    }

    private var style: Date.FormatStyle {
        Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: Self.gregorian, timeZone: .gmt)
    }

    private static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }
}
