import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: GuestReserving {
    // MARK: - Booking

    /// Books in the guest's name; a known idempotency key answers with its first booking while it stands (and
    /// `reservationCancelled` once it was cancelled), in the same transaction; keys older than
    /// `IdempotencyKeys.lifetime` are forgotten on the way.
    public func reserve(_ booking: Booking, for guest: GuestAccount, idempotencyKey: String?) async throws
        -> Reservation
    {
        guard let account = CatalogIdentifiers.accountNumber(guest.id) else { throw AccountError.notSignedIn }
        let fingerprint = booking.requestFingerprint
        return try await writeBooking { db in
            guard let idempotencyKey else { return try book(booking, name: guest.name, account: account, in: db) }
            try db.execute(
                sql: "DELETE FROM idempotency_keys WHERE created_at < ?",
                arguments: [now().timeIntervalSince1970 - IdempotencyKeys.lifetime])
            let sql = "SELECT fingerprint, answer FROM idempotency_keys WHERE account_id = ? AND key = ?"
            if let row = try Row.fetchOne(db, sql: sql, arguments: [account, idempotencyKey]) {
                guard try row.decode(String.self, atIndex: 0) == fingerprint else {
                    throw StayQueryError.idempotencyKeyReused
                }
                let first = try JSONDecoder().decode(Reservation.self, from: try row.decode(Data.self, atIndex: 1))
                let standing = try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM reservations WHERE id = ? AND status = 'confirmed')",
                    arguments: [CatalogIdentifiers.reservationNumber(first.id)])
                guard standing == true else { throw StayQueryError.reservationCancelled(first.id) }
                return first
            }
            let reservation = try book(booking, name: guest.name, account: account, in: db)
            try db.execute(
                sql: """
                    INSERT INTO idempotency_keys (account_id, key, fingerprint, answer, created_at)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    account, idempotencyKey, fingerprint, try JSONEncoder().encode(reservation),
                    now().timeIntervalSince1970,
                ])
            return reservation
        }
    }

    // MARK: - Listing and cancelling

    /// The guest's reservations, standing and cancelled, newest first.
    public func reservations(of guest: AccountID) async throws -> [Reservation] {
        guard let account = CatalogIdentifiers.accountNumber(guest) else { return [] }
        return try await reading { db in
            let sql = Self.reservationSelect + " WHERE r.account_id = ? ORDER BY r.created_at DESC, r.id DESC"
            return try Row.fetchAll(db, sql: sql, arguments: [account]).map(Self.reservation)
        }
    }

    /// Cancels one of the guest's standing reservations on `today` durably, keeping it with its refund; any other id
    /// throws `unknownReservation`.
    public func cancel(reservationID: String, of guest: AccountID, today: CalendarDay) async throws -> Reservation {
        guard let account = CatalogIdentifiers.accountNumber(guest) else {
            throw StayQueryError.unknownReservation(reservationID)
        }
        return try await cancel(reservationID: reservationID, account: account, today: today)
    }
}
