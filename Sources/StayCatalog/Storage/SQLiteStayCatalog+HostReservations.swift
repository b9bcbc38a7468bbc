import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: StayReservationListing {
    // MARK: - A stay's bookings

    /// The stay's bookings ending after `from`, by check-in, read through `reservations_by_stay`.
    public func reservations(ofStay id: StayID, checkingOutAfter from: CalendarDay) async throws -> [HostReservation] {
        try await reading { db in
            let number = try Self.stayNumber(of: id, in: db)
            return try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT id, check_in, check_out, guest_name, adults, children, infants, pets, status
                        FROM reservations WHERE stay_id = ? AND check_out > ? ORDER BY check_in, id
                        """), arguments: [number, DayNumber.of(from)]
            ).map(Self.hostReservation(from:))
        }
    }

    /// One row of the query above.
    private static func hostReservation(from row: Row) throws -> HostReservation {
        HostReservation(
            id: "res-\(try row.decode(Int64.self, atIndex: 0))",
            dates: try StayDates(
                checkIn: DayNumber.day(try row.decode(atIndex: 1)), checkOut: DayNumber.day(try row.decode(atIndex: 2))
            ), guestName: try row.decode(atIndex: 3),
            guests: try GuestCounts(
                adults: try row.decode(atIndex: 4), children: try row.decode(atIndex: 5),
                infants: try row.decode(atIndex: 6), pets: try row.decode(atIndex: 7)),
            isCancelled: try row.decode(String.self, atIndex: 8) == "cancelled")
    }
}
