/// One page of reservations, newest first, and the cursor of the next page when there is one.
public struct ReservationPage: Hashable, Sendable {
    /// The reservations of this page.
    public let reservations: [Reservation]
    /// Passed back to get the next page; nil on the last page.
    public let nextCursor: String?

    /// A page.
    public init(reservations: [Reservation], nextCursor: String?) {
        self.reservations = reservations
        self.nextCursor = nextCursor
    }
}

extension ReservationPage {
    /// The page of `all` (newest first) after the reservation whose id is `cursor`, of at most `limit`; its cursor is
    /// the last id shown. Throws `StayQueryError.malformedCursor` when no reservation has that id.
    public init(paging all: [Reservation], limit: Int, after cursor: String?) throws {
        var start = 0
        if let cursor {
            guard let index = all.firstIndex(where: { $0.id == cursor }) else { throw StayQueryError.malformedCursor }
            start = index + 1
        }
        let page = Array(all[start...].prefix(max(0, limit)))
        let more = start + page.count < all.count
        self.init(reservations: page, nextCursor: more ? page.last?.id : nil)
    }
}

extension Reserving {
    /// Pages through `reservations()` in memory. Catalogues that can page where the data lives (SQLite) implement
    /// the requirement themselves and keep memory bounded.
    public func reservations(limit: Int, after cursor: String?) async throws -> ReservationPage {
        try ReservationPage(paging: try await reservations(), limit: limit, after: cursor)
    }
}

extension GuestReserving {
    /// Pages through `reservations(of:)` in memory; SQLite implements the requirement with a keyset query.
    public func reservations(of guest: AccountID, limit: Int, after cursor: String?) async throws -> ReservationPage {
        try ReservationPage(paging: try await reservations(of: guest), limit: limit, after: cursor)
    }
}
