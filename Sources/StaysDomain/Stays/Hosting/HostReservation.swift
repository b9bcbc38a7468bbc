/// A booking of a host's listing as the host sees it: the dates, who (by first name) and how many, never the
/// guest's account or payment.
public struct HostReservation: Hashable, Sendable {
    /// The reservation's id, e.g. `res-12`.
    public let id: String
    /// The nights booked.
    public let dates: StayDates
    /// The first word of the name the booking was made in.
    public let guestFirstName: String
    /// Who comes.
    public let guests: GuestCounts
    /// Whether it stands or was cancelled.
    public let isCancelled: Bool

    /// A reservation as the host sees it; `guestName` is cut to its first word.
    public init(id: String, dates: StayDates, guestName: String, guests: GuestCounts, isCancelled: Bool) {
        self.id = id
        self.dates = dates
        guestFirstName = guestName.firstName
        self.guests = guests
        self.isCancelled = isCancelled
    }
}

/// A catalogue's bookings of one stay, for its host.
public protocol StayReservationListing: Sendable {
    /// The bookings of stay `id` whose check-out is after `from`, by check-in; throws `StayQueryError.unknownStay`
    /// for a stay the catalogue does not hold.
    func reservations(ofStay id: StayID, checkingOutAfter from: CalendarDay) async throws -> [HostReservation]
}
