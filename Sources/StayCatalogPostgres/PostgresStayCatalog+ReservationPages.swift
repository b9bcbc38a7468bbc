import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog {
    // MARK: - Pages of reservations

    /// Up to `limit` reservations newest first, read with a keyset query after the cursor's (booking time, number),
    /// in SQLite's order and cursor format, so memory stays bounded however many there are.
    public func reservations(limit: Int, after cursor: String?) async throws -> ReservationPage {
        try await reservationPage(limit: limit, after: try ReservationCursor.position(of: cursor), account: nil)
    }

    /// Up to `limit` of the guest's reservations newest first, after the cursor, read like `reservations(limit:after:)`
    /// through the index on (account, booking time, number).
    public func reservations(of guest: AccountID, limit: Int, after cursor: String?) async throws -> ReservationPage {
        let position = try ReservationCursor.position(of: cursor)
        guard let account = CatalogIdentifiers.accountNumber(guest) else {
            return ReservationPage(reservations: [], nextCursor: nil)
        }
        return try await reservationPage(limit: limit, after: position, account: account)
    }

    /// One page, of every reservation or of one account's: one more row than shown is read to know whether a next
    /// page exists.
    private func reservationPage(limit: Int, after position: ReservationCursor?, account: Int64?) async throws
        -> ReservationPage
    {
        let limit = max(0, limit)
        var conditions: [String] = []
        var binds = PostgresBindings()
        if let account {
            binds.append(account)
            conditions.append("r.account_id = $\(binds.count)")
        }
        if let position {
            binds.append(position.createdAt)
            binds.append(position.number)
            conditions.append("(r.created_at, r.id) < ($\(binds.count - 1), $\(binds.count))")
        }
        binds.append(Int64(limit) + 1)
        var sql = Self.reservationSelect
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += Self.newestFirst + " LIMIT $\(binds.count)"
        let rows = try await positionedReservations(matching: PostgresQuery(unsafeSQL: sql, binds: binds))
        let shown = rows.prefix(limit)
        let next = rows.count > limit ? shown.last?.position.encoded : nil
        return ReservationPage(reservations: shown.map(\.reservation), nextCursor: next)
    }

    /// The reservations a query built on `reservationSelect` finds, each with the position a cursor after it names.
    private func positionedReservations(matching sql: PostgresQuery) async throws
        -> [(reservation: Reservation, position: ReservationCursor)]
    {
        let logger = logger
        return try await withConnection { connection in
            var found: [(reservation: Reservation, position: ReservationCursor)] = []
            for try await row in try await connection.query(sql, logger: logger) {
                found.append(
                    (try PostgresReservationRow.reservation(from: row), try PostgresReservationRow.position(of: row)))
            }
            return found
        }
    }
}
