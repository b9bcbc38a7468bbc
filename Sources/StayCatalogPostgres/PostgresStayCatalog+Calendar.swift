import PostgresNIO
import StaysDomain

extension PostgresStayCatalog: StayCalendarLoading {
    // MARK: - A stay's calendar

    /// The nights a guest booked or the host blocked (the stay's `taken` multirange), from `from` up to `to`.
    public func takenNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> [CalendarDay] {
        let (start, end) = (from.iso8601, to.iso8601)
        let logger = logger
        return try await withConnection { connection in
            var known = false
            var nights: [CalendarDay] = []
            let rows = try await connection.query(
                """
                SELECT d::date::text FROM stays AS s
                LEFT JOIN LATERAL unnest(s.taken) AS r ON true
                LEFT JOIN LATERAL generate_series(greatest(lower(r), \(start)::date),
                    least(upper(r), \(end)::date) - 1, interval '1 day') AS d ON true
                WHERE s.id = \(id.rawValue) AND s.listed ORDER BY 1
                """, logger: logger
            ).decode(String?.self)
            for try await night in rows {
                known = true
                if let night, let day = try? CalendarDay(iso8601: night) { nights.append(day) }
            }
            guard known else { throw StayQueryError.unknownStay(id) }
            return nights
        }
    }
}
