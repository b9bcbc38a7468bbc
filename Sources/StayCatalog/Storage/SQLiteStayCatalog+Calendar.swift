import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: StayCalendarLoading {
    // MARK: - A stay's calendar

    /// The nights a guest booked or the host blocked, from `from` up to `to`.
    public func takenNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> [CalendarDay] {
        try await reading { db in
            let sql = "SELECT number FROM stays WHERE id = ? AND listed"
            guard let number = try Int.fetchOne(db, sql: sql, arguments: [id.rawValue]) else {
                throw StayQueryError.unknownStay(id)
            }
            return try Int.fetchAll(
                db,
                sql: """
                    SELECT night FROM blocked_nights WHERE stay_id = ?1 AND night >= ?2 AND night < ?3
                    UNION SELECT night FROM reserved_nights WHERE stay_id = ?1 AND night >= ?2 AND night < ?3
                    ORDER BY night
                    """, arguments: [number, DayNumber.of(from), DayNumber.of(to)]
            ).map(DayNumber.day)
        }
    }
}
