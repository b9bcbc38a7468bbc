/// The answer to `stays reservations --format json`: `{"reservations": [...]}`.
public struct ReservationListResponse: Codable, Sendable, Equatable {
    /// The reservations, newest first.
    public let reservations: [Reservation]

    /// Creates a response.
    public init(reservations: [Reservation]) {
        self.reservations = reservations
    }
}
