/// Why two days do not make a stay; reads as a message for the user.
public enum StayDatesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The check-out day is the check-in day or comes before it.
    case checkOutNotAfterCheckIn(checkIn: CalendarDay, checkOut: CalendarDay)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .checkOutNotAfterCheckIn(let checkIn, let checkOut):
            "check-out (\(checkOut)) must come after check-in (\(checkIn))"
        }
    }
}
