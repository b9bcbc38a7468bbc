import Foundation
import StaysDomain

/// Writes when a search's stays must be free, e.g. "Dec 3 – Dec 10", "Dec 3 – 10 ± 2 days", "Any week in Dec, Jan"
/// or "Any dates", in the calendar's locale.
public struct StayTimingLabels: Sendable {
    private let locale: Locale

    /// Labels naming months in the calendar's locale (en_US_POSIX when it has none or only the root locale).
    public init(calendar: Calendar) {
        let named = calendar.locale.flatMap { $0.identifier.isEmpty ? nil : $0 }
        self.locale = named ?? Locale(identifier: "en_US_POSIX")
    }

    // MARK: - Timing

    /// The timing in a few words.
    public func text(for timing: StayTiming) -> String {
        switch timing {
        case .anyTime:
            "Any dates"
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
        "\(shortDay(dates.checkIn)) – \(shortDay(dates.checkOut))"
    }

    /// How far exact dates may move, e.g. "± 2 days"; "Exact dates" for none.
    func spread(_ days: Int) -> String {
        switch days {
        case ...0: "Exact dates"
        case 1: "± 1 day"
        default: "± \(days) days"
        }
    }

    /// A length's name, e.g. "Weekend".
    func name(of length: FlexibleDates.Length) -> String {
        switch length {
        case .weekend: "Weekend"
        case .week: "Week"
        case .month: "Month"
        }
    }

    /// A stay of `length` in the given months, e.g. "Any week in Dec, Jan".
    func anyLength(_ length: FlexibleDates.Length, in months: [CalendarDay]) -> String {
        let names = months.sorted().map { format($0, style.month(.abbreviated)) }
        return "Any \(name(of: length).lowercased()) in \(names.joined(separator: ", "))"
    }

    /// A month and its year, e.g. "Dec 2026".
    func month(_ day: CalendarDay) -> String {
        format(day, style.month(.abbreviated).year())
    }

    // MARK: - Days

    /// "Dec 3 – 10" within one month, "Dec 30 – Jan 2" across two.
    private func compactRange(_ dates: StayDates) -> String {
        guard dates.checkIn.isInSameMonth(as: dates.checkOut) else { return range(dates) }
        return "\(shortDay(dates.checkIn)) – \(dates.checkOut.day)"
    }

    private func shortDay(_ day: CalendarDay) -> String {
        format(day, style.month(.abbreviated).day())
    }

    private func format(_ day: CalendarDay, _ style: Date.FormatStyle) -> String {
        day.startInUTC.formatted(style)
    }

    private var style: Date.FormatStyle {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return Date.FormatStyle(date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: .gmt)
    }
}
