import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog: StayReservationListing {
    // MARK: - A stay's bookings

    /// The stay's bookings ending after `from`, by check-in.
    public func reservations(ofStay id: StayID, checkingOutAfter from: CalendarDay) async throws -> [HostReservation] {
        let logger = logger
        let day = from.iso8601
        return try await withConnection { connection in
            let number = try await Self.stayNumber(of: id, lock: false, on: connection, logger: logger)
            let rows = try await connection.query(
                """
                SELECT id, lower(nights)::text, upper(nights)::text, guest_name, adults, children, infants, pets, status
                FROM reservations WHERE stay_id = \(number)::int4 AND upper(nights) > \(day)::date
                ORDER BY lower(nights), id
                """, logger: logger
            ).decode((Int64, String, String, String, Int, Int, Int, Int, String).self)
            var found: [HostReservation] = []
            for try await (number, checkIn, checkOut, name, adults, children, infants, pets, status) in rows {
                found.append(
                    HostReservation(
                        id: "res-\(number)",
                        dates: try StayDates(
                            checkIn: try CalendarDay(iso8601: checkIn), checkOut: try CalendarDay(iso8601: checkOut)),
                        guestName: name,
                        guests: try GuestCounts(adults: adults, children: children, infants: infants, pets: pets),
                        isCancelled: status == "cancelled"))
            }
            return found
        }
    }
}
