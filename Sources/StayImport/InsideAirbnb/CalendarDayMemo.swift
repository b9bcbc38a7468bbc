import StaysDomain

/// The days a calendar file names again and again (a year of dates, once per listing), each parsed and stepped once:
/// `CalendarDay`'s own parsing and day arithmetic go through Foundation's calendar, too slow for millions of rows.
struct CalendarDayMemo {
    /// The most distinct texts remembered; past it (a file of odd dates), texts are parsed each time.
    static let capacity = 20_000

    private var parsed: [String: CalendarDay?] = [:]
    private var following: [CalendarDay: CalendarDay] = [:]

    // MARK: - Days

    /// The day a YYYY-MM-DD text names, nil when it names none.
    mutating func day(_ text: String) -> CalendarDay? {
        if let known = parsed[text] { return known }
        let day = try? CalendarDay(iso8601: text)
        if parsed.count < Self.capacity { parsed[text] = .some(day) }
        return day
    }

    /// The day after `day`.
    mutating func day(after day: CalendarDay) -> CalendarDay {
        if let next = following[day] { return next }
        let next = day.adding(days: 1)
        if following.count < Self.capacity { following[day] = next }
        return next
    }
}
