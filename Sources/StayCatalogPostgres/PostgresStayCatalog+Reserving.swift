import Foundation
import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog {
    // MARK: - Booking

    /// Books the nights. The exclusion constraint on `reservations` refuses an overlap from any instance; its
    /// violation is reported as `StayQueryError.notAvailable`, like a night the host blocked.
    public func reserve(_ stayID: StayID, dates: StayDates, guestName: String, guests: GuestCounts) async throws
        -> Reservation
    {
        let name = try GuestNameRule.validated(guestName)
        let booking = Booking(stayID: stayID, dates: dates, guests: guests)
        return try await bookOnItsOwn(booking, name: name, account: nil)
    }

    /// Books in a transaction of its own (see `book`).
    func bookOnItsOwn(_ booking: Booking, name: String, account: Int64?) async throws -> Reservation {
        try await inTransaction(bookingStay: booking.stayID) { connection in
            try await book(booking, name: name, account: account, on: connection)
        }
    }

    /// Locks the stay's row and lets its terms price the booking (`StayTerms.price`), then inserts the booking in
    /// `name` (and `account`'s, if any) unless the host blocked one of its nights, in the caller's transaction. The row lock makes bookings of one stay wait
    /// for each other instead of deadlocking in the exclusion check; the constraint still refuses any overlap.
    func book(_ booking: Booking, name: String, account: Int64?, on connection: PostgresConnection) async throws
        -> Reservation
    {
        let stayID = booking.stayID
        let rows = try await connection.query(
            """
            SELECT number, maximum_guests, allows_pets, minimum_nights, nightly_cents, cleaning_cents, currency, title,
                cancellation_policy, maximum_nights
            FROM stays WHERE id = \(stayID.rawValue) AND listed FOR UPDATE
            """, logger: logger
        ).decode((Int, Int, Bool, Int, Int, Int, String, String, String, Int?).self)
        var found: (Int, Int, Bool, Int, Int, Int, String, String, String, Int?)?
        for try await row in rows { found = row }
        guard let found else { throw StayQueryError.unknownStay(stayID) }
        let (number, currency, title) = (found.0, found.6, found.7)
        let terms = StayTerms(
            maximumGuests: found.1, allowsPets: found.2, minimumNights: found.3, maximumNights: found.9,
            nightlyCents: found.4,
            cleaningCents: found.5, currency: currency, cancellationPolicy: StoredReservationState.policy(found.8))
        let guests = booking.guests
        let priced = try terms.price(booking.dates, guests: guests)
        let (checkInText, checkOutText) = (booking.dates.checkIn.iso8601, booking.dates.checkOut.iso8601)
        let bookedAt = now()
        let inserted = try await connection.query(
            """
            INSERT INTO reservations (stay_id, nights, guest_name, total_cents, currency, created_at,
                adults, children, infants, pets, nightly_cents, cleaning_cents, account_id)
            SELECT \(number)::int4, n.nights, \(name)::text, \(priced.totalPrice.minorUnits)::int8, \(currency)::text,
                \(bookedAt.timeIntervalSince1970)::float8, \(guests.adults)::int4, \(guests.children)::int4,
                \(guests.infants)::int4, \(guests.pets)::int4, \(priced.nightlyPrice.minorUnits)::int8,
                \(priced.cleaningFee.minorUnits)::int8, \(account)::int8
            FROM (SELECT daterange(\(checkInText)::date, \(checkOutText)::date) AS nights) AS n
            WHERE NOT EXISTS (SELECT 1 FROM blocked_nights AS b WHERE b.stay_id = \(number)::int4 AND b.nights && n.nights)
            RETURNING id
            """, logger: logger
        ).decode(Int64.self)
        var id: Int64?
        for try await value in inserted { id = value }
        guard let id else { throw StayQueryError.notAvailable(stayID) }
        return Reservation(
            id: "res-\(id)", stayID: stayID, stayTitle: title, dates: booking.dates, guestName: name, guests: guests,
            nightlyPrice: priced.nightlyPrice, cleaningFee: priced.cleaningFee, totalPrice: priced.totalPrice,
            cancellationPolicy: terms.cancellationPolicy, bookedAt: bookedAt)
    }

    // MARK: - Cancelling and listing

    /// Cancels a standing booking on `today`: keeps it with its refund, frees its nights; any other id throws
    /// `StayQueryError.unknownReservation`.
    public func cancel(reservationID: String, today: CalendarDay) async throws -> Reservation {
        try await cancel(reservationID: reservationID, account: nil, today: today)
    }

    /// Cancels a standing booking (of `account`, when given) in one transaction: locks and reads it, lets its policy
    /// price the refund (`Reservation.cancelled(on:hoursSinceBooking:)`) and marks it cancelled, which frees its
    /// nights (the exclusion constraint and `taken` count confirmed reservations only).
    func cancel(reservationID: String, account: Int64?, today: CalendarDay) async throws -> Reservation {
        guard let number = CatalogIdentifiers.reservationNumber(reservationID) else {
            throw StayQueryError.unknownReservation(reservationID)
        }
        let (logger, moment) = (logger, now().timeIntervalSince1970)
        var sql = PostgresQuery(
            unsafeSQL: Self.reservationSelect
                + " WHERE r.id = $1 AND r.status = 'confirmed' AND ($2::int8 IS NULL OR r.account_id = $2)"
                + " FOR UPDATE OF r")
        sql.binds.append(number)
        sql.binds.append(account)
        let query = sql
        return try await inTransaction { connection in
            var found: Reservation?
            var bookedAt = moment
            for try await row in try await connection.query(query, logger: logger) {
                found = try PostgresReservationRow.reservation(from: row)
                bookedAt = try PostgresReservationRow.position(of: row).createdAt
            }
            guard let found else { throw StayQueryError.unknownReservation(reservationID) }
            let hours = StoredReservationState.hoursSinceBooking(createdAt: bookedAt, now: moment)
            let cancelled = found.cancelled(on: today, hoursSinceBooking: hours)
            try await connection.query(
                """
                UPDATE reservations SET status = 'cancelled', refund_cents = \(cancelled.refund?.minorUnits),
                    cancelled_at = \(moment)
                WHERE id = \(number)
                """, logger: logger)
            return cancelled
        }
    }

    /// All bookings, standing and cancelled, newest first.
    public func reservations() async throws -> [Reservation] {
        try await reservations(matching: PostgresQuery(unsafeSQL: Self.reservationSelect + Self.newestFirst))
    }

    /// The reservations a query built on `reservationSelect` finds.
    func reservations(matching sql: PostgresQuery) async throws -> [Reservation] {
        let logger = logger
        return try await withConnection { connection in
            var found: [Reservation] = []
            for try await row in try await connection.query(sql, logger: logger) {
                found.append(try PostgresReservationRow.reservation(from: row))
            }
            return found
        }
    }

    /// The columns `PostgresReservationRow` reads (the reservation, then its booking time for page cursors), joined
    /// with the stay; append a WHERE or ORDER BY.
    static let reservationSelect = """
        SELECT r.id, s.id, lower(r.nights) - date '1970-01-01', upper(r.nights) - date '1970-01-01', r.guest_name,
            r.total_cents, r.currency, s.title, r.adults, r.children, r.infants, r.pets,
            COALESCE(r.nightly_cents, s.nightly_cents), COALESCE(r.cleaning_cents, s.cleaning_cents), r.created_at,
            s.cancellation_policy, r.status, r.refund_cents
        FROM reservations AS r JOIN stays AS s ON s.number = r.stay_id
        """

    /// The order reservations are listed in.
    static let newestFirst = " ORDER BY r.created_at DESC, r.id DESC"
}
