import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Booking

    /// Books the nights. The check and the insert run in one `BEGIN IMMEDIATE` transaction, so two bookings
    /// (from any thread or process) can never both see the nights free.
    public func reserve(_ stayID: StayID, dates: StayDates, guestName: String, guests: GuestCounts) async throws
        -> Reservation
    {
        let name = try GuestNameRule.validated(guestName)
        return try await writeBooking { db in
            try book(Booking(stayID: stayID, dates: dates, guests: guests), name: name, account: nil, in: db)
        }
    }

    /// Runs a booking in one durable `BEGIN IMMEDIATE` transaction (see `durably`).
    func writeBooking(_ body: @escaping @Sendable (Database) throws -> Reservation) async throws -> Reservation {
        try await durably(body)
    }

    /// Loads the stay's terms, lets them price the booking (`StayTerms.price`), checks the nights are free, then
    /// inserts the booking in `name` (and `account`'s, if any), all in the caller's transaction.
    func book(_ booking: Booking, name: String, account: Int64?, in db: Database) throws -> Reservation {
        let sql = """
            SELECT number, maximum_guests, allows_pets, minimum_nights, nightly_cents, cleaning_cents, currency, title,
                cancellation_policy, maximum_nights
            FROM stays WHERE id = ? AND listed
            """
        let stayID = booking.stayID
        guard let stay = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [stayID.rawValue]) else {
            throw StayQueryError.unknownStay(stayID)
        }
        let number: Int = try stay.decode(atIndex: 0)
        let terms = StayTerms(
            maximumGuests: try stay.decode(atIndex: 1), allowsPets: try stay.decode(atIndex: 2),
            minimumNights: try stay.decode(atIndex: 3), maximumNights: try stay.decode(atIndex: 9),
            nightlyCents: try stay.decode(atIndex: 4),
            cleaningCents: try stay.decode(atIndex: 5), currency: try stay.decode(atIndex: 6),
            cancellationPolicy: StoredReservationState.policy(try stay.decode(atIndex: 8)))
        let priced = try terms.price(booking.dates, guests: booking.guests)
        let checkIn = DayNumber.of(booking.dates.checkIn)
        let checkOut = DayNumber.of(booking.dates.checkOut)
        let taken = try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM blocked_nights WHERE stay_id = ?1 AND night >= ?2 AND night < ?3)
                        OR EXISTS (SELECT 1 FROM reserved_nights WHERE stay_id = ?1 AND night >= ?2 AND night < ?3)
                    """), arguments: [number, checkIn, checkOut])
        guard taken == false else { throw StayQueryError.notAvailable(stayID) }
        let bookedAt = now()
        let id = try Self.insertReservation(
            stay: number, from: checkIn, to: checkOut, name: name, totalCents: priced.totalPrice.minorUnits,
            currency: terms.currency, createdAt: bookedAt.timeIntervalSince1970, in: db,
            details: ReservationDetails(
                guests: booking.guests, nightlyCents: priced.nightlyPrice.minorUnits,
                cleaningCents: priced.cleaningFee.minorUnits, account: account))
        try Self.refreshTakenNights(ofStay: number, in: db)
        return Reservation(
            id: "res-\(id)", stayID: stayID, stayTitle: try stay.decode(atIndex: 7), dates: booking.dates,
            guestName: name, guests: booking.guests, nightlyPrice: priced.nightlyPrice,
            cleaningFee: priced.cleaningFee, totalPrice: priced.totalPrice,
            cancellationPolicy: terms.cancellationPolicy, bookedAt: bookedAt)
    }

    /// Inserts one booking and its nights; returns its number.
    static func insertReservation(
        stay: Int, from checkIn: Int, to checkOut: Int, name: String, totalCents: Int, currency: String,
        createdAt: Double, in db: Database, details: ReservationDetails = .seeded
    ) throws -> Int64 {
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO reservations (stay_id, check_in, check_out, guest_name, total_cents, currency, created_at,
                    adults, children, infants, pets, nightly_cents, cleaning_cents, account_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let guests = details.guests
        try insert.execute(arguments: [
            stay, checkIn, checkOut, name, totalCents, currency, createdAt, guests?.adults ?? 1, guests?.children ?? 0,
            guests?.infants ?? 0, guests?.pets ?? 0, details.nightlyCents, details.cleaningCents, details.account,
        ])
        let id = db.lastInsertedRowID
        let night = try db.cachedStatement(
            sql: "INSERT INTO reserved_nights (stay_id, night, reservation_id) VALUES (?, ?, ?)")
        for day in checkIn..<checkOut {
            try night.execute(arguments: [stay, day, id])
        }
        return id
    }

    // MARK: - Cancelling and listing

    /// Cancels a standing booking on `today` durably: keeps it with its refund, frees its nights; any other id throws
    /// `StayQueryError.unknownReservation`.
    public func cancel(reservationID: String, today: CalendarDay) async throws -> Reservation {
        try await cancel(reservationID: reservationID, account: nil, today: today)
    }

    /// Cancels a standing booking (of `account`, when given) in one durable transaction: reads it, lets its policy
    /// price the refund (`Reservation.cancelled(on:hoursSinceBooking:)`), marks it cancelled and frees its nights.
    func cancel(reservationID: String, account: Int64?, today: CalendarDay) async throws -> Reservation {
        guard let number = CatalogIdentifiers.reservationNumber(reservationID) else {
            throw StayQueryError.unknownReservation(reservationID)
        }
        let moment = now().timeIntervalSince1970
        return try await durably { db in
            var sql = Self.reservationSelect + " WHERE r.id = ? AND r.status = 'confirmed'"
            var arguments: StatementArguments = [number]
            if let account {
                sql += " AND r.account_id = ?"
                arguments += [account]
            }
            guard let row = try Row.fetchOne(db, sql: sql, arguments: arguments) else {
                throw StayQueryError.unknownReservation(reservationID)
            }
            let hours = StoredReservationState.hoursSinceBooking(createdAt: try row.decode(atIndex: 17), now: moment)
            let cancelled = try Self.reservation(row).cancelled(on: today, hoursSinceBooking: hours)
            try db.execute(
                sql: "UPDATE reservations SET status = 'cancelled', refund_cents = ?, cancelled_at = ? WHERE id = ?",
                arguments: [cancelled.refund?.minorUnits, moment, number])
            try db.execute(sql: "DELETE FROM reserved_nights WHERE reservation_id = ?", arguments: [number])
            let stay = try Int.fetchOne(db, sql: "SELECT stay_id FROM reservations WHERE id = ?", arguments: [number])
            if let stay {
                try Self.refreshTakenNights(ofStay: stay, in: db)
            }
            return cancelled
        }
    }

    /// All bookings, standing and cancelled, newest first.
    public func reservations() async throws -> [Reservation] {
        try await reading { db in
            try Row.fetchAll(db, sql: Self.reservationSelect + " ORDER BY r.created_at DESC, r.id DESC")
                .map(Self.reservation)
        }
    }

    /// The columns `reservation(_:)` reads (the stay's policy: stays keep theirs) and the booking time, joined with
    /// the stay; append a WHERE or ORDER BY.
    static let reservationSelect = """
        SELECT r.id, s.id, r.check_in, r.check_out, r.guest_name, r.total_cents, r.currency, s.title,
            r.adults, r.children, r.infants, r.pets,
            COALESCE(r.nightly_cents, s.nightly_cents), COALESCE(r.cleaning_cents, s.cleaning_cents),
            s.cancellation_policy, r.status, r.refund_cents, r.created_at
        FROM reservations AS r JOIN stays AS s ON s.number = r.stay_id
        """

    /// A reservation from a row of `reservationSelect`.
    static func reservation(_ row: Row) throws -> Reservation {
        let currency: String = try row.decode(atIndex: 6)
        let guests =
            (try? GuestCounts(
                adults: try row.decode(atIndex: 8), children: try row.decode(atIndex: 9),
                infants: try row.decode(atIndex: 10), pets: try row.decode(atIndex: 11))) ?? GuestCounts()
        return Reservation(
            id: "res-\(try row.decode(Int64.self, atIndex: 0))",
            stayID: StayID(try row.decode(String.self, atIndex: 1)), stayTitle: try row.decode(atIndex: 7),
            dates: try StayDates(
                checkIn: DayNumber.day(try row.decode(atIndex: 2)), checkOut: DayNumber.day(try row.decode(atIndex: 3))),
            guestName: try row.decode(atIndex: 4), guests: guests,
            nightlyPrice: Money(minorUnits: try row.decode(atIndex: 12), currency: currency),
            cleaningFee: Money(minorUnits: try row.decode(atIndex: 13), currency: currency),
            totalPrice: Money(minorUnits: try row.decode(atIndex: 5), currency: currency),
            cancellationPolicy: StoredReservationState.policy(try row.decode(atIndex: 14)),
            status: StoredReservationState.status(try row.decode(atIndex: 15)),
            refund: StoredReservationState.refund(try row.decode(atIndex: 16), currency: currency),
            bookedAt: Date(timeIntervalSince1970: try row.decode(atIndex: 17)))
    }
}

/// What a booking stores beyond its dates and total; seeded bookings leave it empty.
struct ReservationDetails: Sendable {
    /// Who comes (nil: one adult).
    let guests: GuestCounts?
    /// The nightly price when booked (nil: read the stay's).
    let nightlyCents: Int?
    /// The cleaning fee when booked (nil: read the stay's).
    let cleaningCents: Int?
    /// The account that booked, if any.
    let account: Int64?

    /// A seeded booking's details: none.
    static let seeded = ReservationDetails(guests: nil, nightlyCents: nil, cleaningCents: nil, account: nil)
}
