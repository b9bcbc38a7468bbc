import StaysDomain

/// `POST /api/v1/reservations`: `{"stayId", "checkin", "checkout", "guests": {"adults", …}}`, decoded loosely so
/// each field's rule is checked by `StayRequestParser` with the same words as the command line.
public struct BookingBody: Codable, Sendable, Equatable {
    /// The stay to book.
    public let stayId: String
    /// Check-in day, `YYYY-MM-DD`.
    public let checkin: String
    /// Check-out day, `YYYY-MM-DD`.
    public let checkout: String
    /// Who comes; absent counts are 0 (adults 1).
    public let guests: GuestsBody?

    /// Creates a body.
    public init(stayId: String, checkin: String, checkout: String, guests: GuestsBody?) {
        self.stayId = stayId
        self.checkin = checkin
        self.checkout = checkout
        self.guests = guests
    }
}

/// The guests of a booking body; each count may be left out.
public struct GuestsBody: Codable, Sendable, Equatable {
    /// Adults (default 1).
    public let adults: Int?
    /// Children aged 2–12 (default 0).
    public let children: Int?
    /// Infants under 2 (default 0).
    public let infants: Int?
    /// Pets (default 0).
    public let pets: Int?

    /// Creates counts.
    public init(adults: Int?, children: Int?, infants: Int?, pets: Int?) {
        self.adults = adults
        self.children = children
        self.infants = infants
        self.pets = pets
    }
}
