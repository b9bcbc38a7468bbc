/// How much of a booking a guest gets back on cancelling, by the names and rules Airbnb publishes for hosts,
/// counted in whole days in the stay's own time zone (`today` is the day where the stay is):
/// - flexible: the whole total back up to 1 day before check-in; nothing from check-in day on.
/// - moderate: the whole total back up to 5 days before check-in; half of it from 4 days to 1 day before; nothing
///   from check-in day on.
/// - strict: the whole total back within 48 hours of booking when check-in is at least 14 days away; half of it up
///   to 7 days before check-in; nothing after that.
/// The total includes the cleaning fee; a half is rounded down to the cent.
public enum CancellationPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    case flexible, moderate, strict

    // MARK: - Refund

    /// What cancelling a booking of `total`, checking in on `checkIn`, refunds on `today` (where the stay is),
    /// `hoursSinceBooking` after it was booked.
    public func refund(of total: Money, checkIn: CalendarDay, today: CalendarDay, hoursSinceBooking: Double) -> Money {
        let daysBefore = today.days(to: checkIn)
        let share: Share =
            switch self {
            case .flexible: daysBefore >= 1 ? .all : .none
            case .moderate: daysBefore >= 5 ? .all : daysBefore >= 1 ? .half : .none
            case .strict:
                hoursSinceBooking <= 48 && daysBefore >= 14 ? .all : daysBefore >= 7 ? .half : .none
            }
        let cents =
            switch share {
            case .all: total.minorUnits
            case .half: total.minorUnits / 2
            case .none: 0
            }
        return Money(minorUnits: max(0, cents), currency: total.currency)
    }

    /// The rule in one line, for a stay's page.
    public var summary: String {
        switch self {
        case .flexible: "Full refund up to 1 day before check-in"
        case .moderate: "Full refund up to 5 days before check-in, then half until check-in"
        case .strict: "Full refund within 48 hours of booking if check-in is 14+ days away, half up to 7 days before"
        }
    }

    /// How much of the total comes back.
    private enum Share {
        case all, half, none
    }
}
