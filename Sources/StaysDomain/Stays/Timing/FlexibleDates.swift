/// Windows of one length that a flexible search tries in order: exact dates give or take some days, or a weekend,
/// a week or a month starting in chosen months.
public struct FlexibleDates: Hashable, Sendable {
    /// How long a stay starting in a chosen month lasts.
    public enum Length: String, Hashable, Sendable, CaseIterable {
        /// Friday to Sunday, two nights.
        case weekend
        /// Seven nights from any day.
        case week
        /// Twenty-eight nights from any day.
        case month

        /// Nights of one stay.
        public var nights: Int {
            switch self {
            case .weekend: 2
            case .week: 7
            case .month: 28
            }
        }
    }

    /// How many days either side of exact dates a search may move them.
    public static let allowedSpreads = 1...7
    /// The spreads the apps offer, as Airbnb does.
    public static let spreads = [1, 2, 3, 7]
    /// The most months one search may name.
    public static let maximumMonths = 12

    /// What was asked, as a person chose it.
    public enum Shape: Hashable, Sendable {
        /// Exact dates give or take `days`.
        case around(StayDates, days: Int)
        /// A stay of `length` checking in during one of `months` (their first days).
        case lengths(Length, months: [CalendarDay])
    }

    /// What was asked.
    public let shape: Shape
    /// The windows, most wanted first (those still bookable, once checked against today).
    public let windows: [StayDates]

    private init(shape: Shape, windows: [StayDates]) {
        self.shape = shape
        self.windows = windows
    }

    /// The same search keeping only `windows` (a subset, in order), or nil when none is left.
    func keeping(_ windows: [StayDates]) -> FlexibleDates? {
        windows.isEmpty ? nil : FlexibleDates(shape: shape, windows: windows)
    }

    // MARK: - Making

    /// `dates` moved by up to `days` (clamped to 0–7) either way, nearest first and earlier before later.
    public static func around(_ dates: StayDates, days: Int) -> FlexibleDates {
        let spread = min(max(days, 0), 7)
        let offsets = [0] + (spread > 0 ? (1...spread).flatMap { [-$0, $0] } : [])
        return FlexibleDates(
            shape: .around(dates, days: spread),
            windows: offsets.compactMap {
                try? StayDates(checkIn: dates.checkIn.adding(days: $0), checkOut: dates.checkOut.adding(days: $0))
            })
    }

    /// Stays of `length` checking in on a day of one of `months` (each given by any of its days; at most
    /// `maximumMonths` are used), in date order: weekends check in on Fridays, weeks and months on any day.
    public static func lengths(_ length: Length, inMonths months: [CalendarDay]) -> FlexibleDates {
        let firsts = Set(months.map(\.firstDayOfMonth)).sorted().prefix(maximumMonths)
        let checkIns = firsts.flatMap { first in
            (0..<first.numberOfDaysInMonth).map { first.adding(days: $0) }
                .filter { length != .weekend || $0.weekday == 6 }
        }
        return FlexibleDates(
            shape: .lengths(length, months: Array(firsts)),
            windows: checkIns.compactMap { try? StayDates(checkIn: $0, checkOut: $0.adding(days: length.nights)) })
    }
}
