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

extension Reserving {
    /// Pages through `reservations()` in memory: the cursor is the last id shown. Catalogues that can page where
    /// the data lives (SQLite) implement the requirement themselves and keep memory bounded.
    public func reservations(limit: Int, after cursor: String?) async throws -> ReservationPage {
        let all = try await reservations()
        var start = 0
        if let cursor {
            guard let index = all.firstIndex(where: { $0.id == cursor }) else { throw StayQueryError.malformedCursor }
            start = index + 1
        }
        let page = Array(all[start...].prefix(max(0, limit)))
        let more = start + page.count < all.count
        return ReservationPage(reservations: page, nextCursor: more ? page.last?.id : nil)
    }
}
