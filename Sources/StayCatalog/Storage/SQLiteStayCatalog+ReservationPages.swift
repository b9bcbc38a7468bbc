import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Pages of reservations

    /// Up to `limit` reservations newest first, read with a keyset query after the cursor's (booking time, number),
    /// so memory stays bounded however many there are.
    public func reservations(limit: Int, after cursor: String?) async throws -> ReservationPage {
        try await reservationPage(limit: limit, after: try ReservationCursor.position(of: cursor), account: nil)
    }

    /// Up to `limit` of the guest's reservations newest first, after the cursor, read like `reservations(limit:after:)`.
    public func reservations(of guest: AccountID, limit: Int, after cursor: String?) async throws -> ReservationPage {
        let position = try ReservationCursor.position(of: cursor)
        guard let account = CatalogIdentifiers.accountNumber(guest) else {
            return ReservationPage(reservations: [], nextCursor: nil)
        }
        return try await reservationPage(limit: limit, after: position, account: account)
    }

    /// One page, of every reservation or of one account's.
    private func reservationPage(limit: Int, after position: ReservationCursor?, account: Int64?) async throws
        -> ReservationPage
    {
        let limit = max(0, limit)
        return try await reading { db in
            var conditions: [String] = []
            var arguments: StatementArguments = []
            if let account {
                conditions.append("r.account_id = ?")
                arguments += [account]
            }
            if let position {
                conditions.append("(r.created_at, r.id) < (?, ?)")
                arguments += [position.createdAt, position.number]
            }
            var sql = Self.reservationSelect
            if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
            sql += " ORDER BY r.created_at DESC, r.id DESC LIMIT ?"
            arguments += [limit + 1]
            let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
            let shown = rows.prefix(limit)
            let reservations = try shown.map(Self.reservation)
            guard rows.count > limit, let last = shown.last else {
                return ReservationPage(reservations: reservations, nextCursor: nil)
            }
            let number: Int64 = try last.decode(atIndex: 0)
            let createdAt = try Double.fetchOne(
                db, sql: "SELECT created_at FROM reservations WHERE id = ?", arguments: [number])
            let next = createdAt.map { ReservationCursor(createdAt: $0, number: number).encoded }
            return ReservationPage(reservations: reservations, nextCursor: next)
        }
    }
}
