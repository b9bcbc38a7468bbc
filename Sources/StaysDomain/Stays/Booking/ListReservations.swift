/// List a guest's reservations a page at a time, newest first.
public struct ListReservations: Sendable {
    /// How many reservations a page lists when the caller does not say.
    public static let defaultPageSize = 100

    private let reserver: any GuestReserving

    /// The operation over a catalogue.
    public init(reserver: any GuestReserving) {
        self.reserver = reserver
    }

    /// Up to `limit` (default `defaultPageSize`) of the guest's reservations after the page whose `nextCursor` is
    /// `cursor`; throws `StayQueryError.malformedCursor` for a cursor the catalogue did not make.
    public func callAsFunction(of guest: AccountID, limit: Int = defaultPageSize, after cursor: String? = nil)
        async throws -> ReservationPage
    {
        try await reserver.reservations(of: guest, limit: limit, after: cursor)
    }
}
