extension StayDates {
    // MARK: - Nights as days

    /// Every night of the span, from check-in up to the day before check-out.
    public var everyNight: [CalendarDay] {
        (0..<nights).map { checkIn.adding(days: $0) }
    }

    /// The nights this span shares with `other`, or nil when they share none.
    public func intersection(_ other: StayDates) -> StayDates? {
        try? StayDates(checkIn: max(checkIn, other.checkIn), checkOut: min(checkOut, other.checkOut))
    }

    /// The nights of `days` gathered into spans of consecutive nights, in order.
    public static func spans(of days: Set<CalendarDay>) -> [StayDates] {
        var spans: [StayDates] = []
        for day in days.sorted() {
            if let last = spans.last, last.checkOut == day {
                spans[spans.count - 1] = (try? StayDates(checkIn: last.checkIn, checkOut: day.adding(days: 1))) ?? last
            } else if let span = try? StayDates(checkIn: day, checkOut: day.adding(days: 1)) {
                spans.append(span)
            }
        }
        return spans
    }
}

extension Array where Element == StayDates {
    /// Every night the spans hold, once each.
    public var nightSet: Set<CalendarDay> { Set(flatMap(\.everyNight)) }
}
