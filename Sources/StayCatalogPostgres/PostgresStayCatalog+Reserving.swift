import Foundation
import PostgresNIO
import StayCatalog
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
        return try await inTransaction(bookingStay: stayID) { connection in
            try await book(booking, name: name, account: nil, on: connection)
        }
    }

    /// Checks the stay's rules and blocked nights, then inserts the booking in `name` (and `account`'s, if any).
    func book(_ booking: Booking, name: String, account: Int64?, on connection: PostgresConnection) async throws
        -> Reservation
    {
        let stayID = booking.stayID
        let rows = try await connection.query(
            """
            SELECT number, maximum_guests, allows_pets, minimum_nights, nightly_cents, cleaning_cents, currency, title
            FROM stays WHERE id = \(stayID.rawValue)
            """, logger: logger
        ).decode((Int, Int, Bool, Int, Int, Int, String, String).self)
        var found: (Int, Int, Bool, Int, Int, Int, String, String)?
        for try await row in rows { found = row }
        guard
            let (number, maximumGuests, allowsPets, minimumNights, nightlyCents, cleaningCents, currency, title) = found
        else { throw StayQueryError.unknownStay(stayID) }
        let (checkIn, checkOut) = (DayNumber.of(booking.dates.checkIn), DayNumber.of(booking.dates.checkOut))
        let guests = booking.guests
        let (checkInText, checkOutText) = (booking.dates.checkIn.iso8601, booking.dates.checkOut.iso8601)
        guard guests.occupancy <= maximumGuests else { throw StayQueryError.tooManyGuests(maximum: maximumGuests) }
        guard guests.pets == 0 || allowsPets else { throw StayQueryError.petsNotAllowed }
        guard checkOut - checkIn >= minimumNights else { throw StayQueryError.belowMinimumNights(minimumNights) }
        let blocked = try await connection.query(
            """
            SELECT EXISTS (SELECT 1 FROM blocked_nights WHERE stay_id = \(number)::int4
                AND nights && daterange(\(checkInText)::date, \(checkOutText)::date))
            """, logger: logger
        ).decode(Bool.self)
        for try await isBlocked in blocked where isBlocked { throw StayQueryError.notAvailable(stayID) }
        let nightly = Money(minorUnits: nightlyCents, currency: currency)
        let cleaning = Money(minorUnits: cleaningCents, currency: currency)
        let total = try PriceArithmetic.total(nights: checkOut - checkIn, nightly: nightly, cleaning: cleaning)
        let inserted = try await connection.query(
            """
            INSERT INTO reservations (stay_id, nights, guest_name, total_cents, currency, created_at,
                adults, children, infants, pets, nightly_cents, cleaning_cents, account_id)
            VALUES (\(number), daterange(\(checkInText)::date, \(checkOutText)::date),
                \(name), \(total.minorUnits), \(currency), \(now().timeIntervalSince1970), \(guests.adults),
                \(guests.children), \(guests.infants), \(guests.pets), \(nightlyCents), \(cleaningCents), \(account))
            RETURNING id
            """, logger: logger
        ).decode(Int64.self)
        var id: Int64 = 0
        for try await value in inserted { id = value }
        return Reservation(
            id: "res-\(id)", stayID: stayID, stayTitle: title, dates: booking.dates, guestName: name, guests: guests,
            nightlyPrice: nightly, cleaningFee: cleaning, totalPrice: total)
    }

    // MARK: - Cancelling and listing

    /// Cancels a booking and frees its nights, or throws `StayQueryError.unknownReservation`.
    public func cancel(reservationID: String) async throws {
        guard let number = CatalogIdentifiers.reservationNumber(reservationID) else {
            throw StayQueryError.unknownReservation(reservationID)
        }
        let deleted = try await deleteReservation("DELETE FROM reservations WHERE id = \(number) RETURNING id")
        guard deleted else { throw StayQueryError.unknownReservation(reservationID) }
    }

    /// All current bookings, newest first.
    public func reservations() async throws -> [Reservation] {
        try await reservations(matching: PostgresQuery(unsafeSQL: Self.reservationSelect + Self.newestFirst))
    }

    /// Runs a `DELETE … RETURNING id`; whether it deleted a row.
    func deleteReservation(_ sql: PostgresQuery) async throws -> Bool {
        let logger = logger
        return try await withConnection { connection in
            var deleted = false
            for try await _ in try await connection.query(sql, logger: logger).decode(Int64.self) { deleted = true }
            return deleted
        }
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

    /// The columns `PostgresReservationRow` reads, joined with the stay; append a WHERE or ORDER BY.
    static let reservationSelect = """
        SELECT r.id, s.id, lower(r.nights) - date '1970-01-01', upper(r.nights) - date '1970-01-01', r.guest_name,
            r.total_cents, r.currency, s.title, r.adults, r.children, r.infants, r.pets,
            COALESCE(r.nightly_cents, s.nightly_cents), COALESCE(r.cleaning_cents, s.cleaning_cents)
        FROM reservations AS r JOIN stays AS s ON s.number = r.stay_id
        """

    /// The order reservations are listed in.
    static let newestFirst = " ORDER BY r.created_at DESC, r.id DESC"
}
