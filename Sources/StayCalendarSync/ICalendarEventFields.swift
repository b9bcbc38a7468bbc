import StaysDomain

/// The properties of one `VEVENT` as read, turned into its nights or a reason to reject it.
struct ICalendarEventFields {
    /// The line of its `BEGIN:VEVENT`.
    let line: Int
    private(set) var start: ICalendarContentLine?
    private(set) var end: ICalendarContentLine?
    private(set) var duration: ICalendarContentLine?
    private(set) var uid: String?
    private(set) var summary: String?
    private(set) var repeats: String?
    private(set) var cancelled = false

    /// Starts an event at the line of its `BEGIN:VEVENT`.
    init(line: Int) {
        self.line = line
    }

    // MARK: - Reading

    /// Keeps what a property says about the event's nights or its name in reports.
    mutating func read(_ property: ICalendarContentLine) {
        switch property.name {
        case "DTSTART": start = property
        case "DTEND": end = property
        case "DURATION": duration = property
        case "UID": uid = ICalendarText.unescaped(property.value)
        case "SUMMARY": summary = ICalendarText.unescaped(property.value)
        case "RRULE", "RDATE": repeats = repeats ?? property.name
        case "STATUS": cancelled = property.value.trimmingSpaces.uppercased() == "CANCELLED"
        default: break
        }
    }

    // MARK: - Nights

    /// The event's nights, or the reason it blocks none.
    func nights() -> Result<StayDates, Rejection> {
        if let repeats { return .failure(Rejection("it repeats (\(repeats)), which is not supported")) }
        if cancelled { return .failure(Rejection("it is cancelled (STATUS:CANCELLED)")) }
        guard let start else { return .failure(Rejection("it has no DTSTART")) }
        guard let first = ICalendarDate(start) else { return .failure(Self.malformed(start)) }
        guard first.day.year <= Self.latestYear else {
            return .failure(Rejection("line \(start.lineNumber): DTSTART is after the year \(Self.latestYear)"))
        }
        var lastDay: CalendarDay
        if let end {
            guard let last = ICalendarDate(end) else { return .failure(Self.malformed(end)) }
            guard !last.isOnOrBefore(first) else {
                return .failure(Rejection("line \(end.lineNumber): DTEND is not after DTSTART"))
            }
            lastDay = last.day
        } else if let duration {
            guard let days = Self.days(in: duration.value.trimmingSpaces), days > 0 else {
                return .failure(Rejection("line \(duration.lineNumber): DURATION is not a whole number of days"))
            }
            lastDay = first.day.adding(days: days)
        } else {
            lastDay = first.day.adding(days: 1)
        }
        if lastDay == first.day { lastDay = first.day.adding(days: 1) }
        do {
            return .success(try StayDates(checkIn: first.day, checkOut: lastDay))
        } catch {
            return .failure(Rejection("line \(start.lineNumber): \(error.description)"))
        }
    }

    /// Why an event is rejected.
    struct Rejection: Error {
        /// The message for the user.
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The last year an event may start in, so its end day stays on the calendar.
    private static let latestYear = 9000

    private static func malformed(_ property: ICalendarContentLine) -> Rejection {
        Rejection("line \(property.lineNumber): \(property.name) \"\(property.value.prefix(40))\" is not a date")
    }

    /// Days in a `PnD` or `PnW` duration (at most 3660), else nil.
    private static func days(in value: Substring) -> Int? {
        guard value.hasPrefix("P"), let unit = value.last, unit == "D" || unit == "W",
            let count = Int(value.dropFirst().dropLast()), (0...3660).contains(count)
        else { return nil }
        return unit == "W" ? count * 7 : count
    }
}
