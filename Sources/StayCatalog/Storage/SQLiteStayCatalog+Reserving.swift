import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Booking

    /// Books the nights. The check and the insert run in one `BEGIN IMMEDIATE` transaction, so two bookings
    /// (from any thread or process) can never both see the nights free.
    public func reserve(_ stayID: StayID, dates: StayDates, guestName: String, guests: GuestCounts) async throws
        -> Reservation
    {
        let name = try GuestNameRule.validated(guestName)
        let checkIn = DayNumber.of(dates.checkIn)
        let checkOut = DayNumber.of(dates.checkOut)
        let createdAt = now().timeIntervalSince1970
        do {
            let reservation = try await pool.writeWithoutTransaction { db in
                var booked: Reservation?
                try db.inTransaction(.immediate) {
                    booked = try Self.book(
                        stayID, from: checkIn, to: checkOut, dates: dates, name: name, guests: guests,
                        createdAt: createdAt, in: db)
                    return .commit
                }
                guard let booked else { throw StayQueryError.notAvailable(stayID) }
                return booked
            }
            checkpointer.noteWrite()
            return reservation
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    private static func book(
        _ stayID: StayID, from checkIn: Int, to checkOut: Int, dates: StayDates, name: String, guests: GuestCounts,
        createdAt: Double, in db: Database
    ) throws -> Reservation {
        let sql = """
            SELECT number, maximum_guests, allows_pets, minimum_nights, nightly_cents, cleaning_cents, currency
            FROM stays WHERE id = ?
            """
        guard let stay = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [stayID.rawValue]) else {
            throw StayQueryError.unknownStay(stayID)
        }
        let number: Int = stay[0]
        let maximumGuests: Int = stay[1]
        let minimumNights: Int = stay[3]
        let nights = checkOut - checkIn
        guard guests.occupancy <= maximumGuests else { throw StayQueryError.tooManyGuests(maximum: maximumGuests) }
        guard guests.pets == 0 || stay[2] as Bool else { throw StayQueryError.petsNotAllowed }
        guard nights >= minimumNights else { throw StayQueryError.belowMinimumNights(minimumNights) }
        let taken = try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM blocked_nights WHERE stay_id = ?1 AND night >= ?2 AND night < ?3)
                        OR EXISTS (SELECT 1 FROM reserved_nights WHERE stay_id = ?1 AND night >= ?2 AND night < ?3)
                    """), arguments: [number, checkIn, checkOut])
        guard taken == false else { throw StayQueryError.notAvailable(stayID) }
        let total = nights * (stay[4] as Int) + (stay[5] as Int)
        let currency: String = stay[6]
        let id = try insertReservation(
            stay: number, from: checkIn, to: checkOut, name: name, totalCents: total, currency: currency,
            createdAt: createdAt, in: db)
        try refreshTakenNights(ofStay: number, in: db)
        return Reservation(
            id: "res-\(id)", stayID: stayID, dates: dates, guestName: name,
            totalPrice: Money(minorUnits: total, currency: currency))
    }

    /// Inserts one booking and its nights; returns its number.
    static func insertReservation(
        stay: Int, from checkIn: Int, to checkOut: Int, name: String, totalCents: Int, currency: String,
        createdAt: Double, in db: Database
    ) throws -> Int64 {
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO reservations (stay_id, check_in, check_out, guest_name, total_cents, currency, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        try insert.execute(arguments: [stay, checkIn, checkOut, name, totalCents, currency, createdAt])
        let id = db.lastInsertedRowID
        let night = try db.cachedStatement(
            sql: "INSERT INTO reserved_nights (stay_id, night, reservation_id) VALUES (?, ?, ?)")
        for day in checkIn..<checkOut {
            try night.execute(arguments: [stay, day, id])
        }
        return id
    }

    // MARK: - Cancelling and listing

    /// Cancels a booking and frees its nights, or throws `StayQueryError.unknownReservation`.
    public func cancel(reservationID: String) async throws {
        guard reservationID.hasPrefix("res-"), let number = Int64(reservationID.dropFirst(4)) else {
            throw StayQueryError.unknownReservation(reservationID)
        }
        let deleted = try await pool.write { db in
            guard
                let stay = try Int.fetchOne(
                    db, sql: "SELECT stay_id FROM reservations WHERE id = ?", arguments: [number])
            else { return 0 }
            try db.execute(sql: "DELETE FROM reservations WHERE id = ?", arguments: [number])
            let count = db.changesCount
            try Self.refreshTakenNights(ofStay: stay, in: db)
            return count
        }
        guard deleted == 1 else { throw StayQueryError.unknownReservation(reservationID) }
        checkpointer.noteWrite()
    }

    /// All current bookings, newest first.
    public func reservations() async throws -> [Reservation] {
        try await pool.read { db in
            let sql = """
                SELECT r.id, s.id, r.check_in, r.check_out, r.guest_name, r.total_cents, r.currency
                FROM reservations AS r JOIN stays AS s ON s.number = r.stay_id
                ORDER BY r.created_at DESC, r.id DESC
                """
            return try Row.fetchAll(db, sql: sql).map { row in
                Reservation(
                    id: "res-\(row[0] as Int64)", stayID: StayID(row[1] as String),
                    dates: try StayDates(checkIn: DayNumber.day(row[2]), checkOut: DayNumber.day(row[3])),
                    guestName: row[4], totalPrice: Money(minorUnits: row[5], currency: row[6]))
            }
        }
    }
}
