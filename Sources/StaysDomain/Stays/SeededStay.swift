import Foundation

/// One synthetic listing ready to be written to a catalogue: the stay, its host-blocked nights and its bookings.
public struct SeededStay: Hashable, Sendable {
    /// The listing.
    public let stay: Stay
    /// Spans of nights the host has blocked, half-open like a stay.
    public let blockedNights: [StayDates]
    /// Bookings that already exist; they must not overlap each other or the blocked nights.
    public let reservations: [SeededBooking]

    /// Creates a seeded listing.
    public init(stay: Stay, blockedNights: [StayDates], reservations: [SeededBooking]) {
        self.stay = stay
        self.blockedNights = blockedNights
        self.reservations = reservations
    }
}

/// A booking that exists before the catalogue opens; the catalogue numbers and prices it when writing.
public struct SeededBooking: Hashable, Sendable {
    /// The nights.
    public let dates: StayDates
    /// Who booked.
    public let guestName: String
    /// When it was booked, in seconds since 1970.
    public let createdAt: Double

    /// Creates a booking.
    public init(dates: StayDates, guestName: String, createdAt: Double) {
        self.dates = dates
        self.guestName = guestName
        self.createdAt = createdAt
    }
}
