import Foundation
import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog: GuestReserving {
    // MARK: - Booking

    /// Books in the guest's name; a known idempotency key answers with its first booking while it stands (and
    /// `reservationCancelled` once it was cancelled); keys older than a day are forgotten. The guest's bookings
    /// with a key run in one transaction, serialised by a transaction-scoped advisory lock on the account, on every
    /// instance; a booking without a key needs no transaction of its own (see `book`).
    public func reserve(_ booking: Booking, for guest: GuestAccount, idempotencyKey: String?) async throws
        -> Reservation
    {
        guard let account = CatalogIdentifiers.accountNumber(guest.id) else { throw AccountError.notSignedIn }
        let fingerprint = booking.requestFingerprint
        let logger = logger
        let now = now
        guard let idempotencyKey else { return try await bookOnItsOwn(booking, name: guest.name, account: account) }
        return try await inTransaction(bookingStay: booking.stayID) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(account))", logger: logger)
            let forgotten = now().timeIntervalSince1970 - IdempotencyKeys.lifetime
            try await connection.query("DELETE FROM idempotency_keys WHERE created_at < \(forgotten)", logger: logger)
            let earlier = try await connection.query(
                """
                SELECT fingerprint, answer FROM idempotency_keys
                WHERE account_id = \(account) AND key = \(idempotencyKey)
                """, logger: logger
            ).decode((String, ByteBuffer).self)
            for try await (stored, answer) in earlier {
                guard stored == fingerprint else { throw StayQueryError.idempotencyKeyReused }
                let first = try JSONDecoder().decode(Reservation.self, from: Data(answer.readableBytesView))
                let number = CatalogIdentifiers.reservationNumber(first.id) ?? 0
                let standing = try await connection.query(
                    "SELECT 1 FROM reservations WHERE id = \(number) AND status = 'confirmed'", logger: logger)
                for try await _ in standing { return first }
                throw StayQueryError.reservationCancelled(first.id)
            }
            let reservation = try await book(booking, name: guest.name, account: account, on: connection)
            let answer = ByteBuffer(bytes: try JSONEncoder().encode(reservation))
            try await connection.query(
                """
                INSERT INTO idempotency_keys (account_id, key, fingerprint, answer, created_at)
                VALUES (\(account), \(idempotencyKey), \(fingerprint), \(answer), \(now().timeIntervalSince1970))
                """, logger: logger)
            return reservation
        }
    }

    // MARK: - Listing and cancelling

    /// The guest's reservations, standing and cancelled, newest first.
    public func reservations(of guest: AccountID) async throws -> [Reservation] {
        guard let account = CatalogIdentifiers.accountNumber(guest) else { return [] }
        var sql = PostgresQuery(unsafeSQL: Self.reservationSelect + " WHERE r.account_id = $1" + Self.newestFirst)
        sql.binds.append(account)
        return try await reservations(matching: sql)
    }

    /// Cancels one of the guest's standing reservations on `today`, keeping it with its refund; any other id throws
    /// `unknownReservation`.
    public func cancel(reservationID: String, of guest: AccountID, today: CalendarDay) async throws -> Reservation {
        guard let account = CatalogIdentifiers.accountNumber(guest) else {
            throw StayQueryError.unknownReservation(reservationID)
        }
        return try await cancel(reservationID: reservationID, account: account, today: today)
    }
}
