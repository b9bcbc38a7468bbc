import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog: NightBlocking, StayUnavailabilityLoading {
    // MARK: - Blocking

    /// Blocks the free nights of `spans` in one transaction holding the stay's row lock, as a booking does, so a
    /// concurrent booking of the same night waits and then either finds it blocked or has booked it first; the
    /// trigger rewrites `taken` and the exclusion constraint still refuses any overlap of blocks.
    public func blockNights(of id: StayID, spans: [StayDates]) async throws -> NightBlockingOutcome {
        let requested = NightSpans.ranges(of: spans)
        let logger = logger
        let plan = try await inTransaction { connection in
            let number = try await Self.lockedStayNumber(of: id, on: connection, logger: logger)
            guard let window = NightBlockingPlan.window(of: requested) else {
                return NightBlockingPlan(requested: [], booked: [], blocked: [])
            }
            let taken = try await Self.nights(of: number, in: window, on: connection, logger: logger)
            let plan = NightBlockingPlan(requested: requested, booked: taken.booked, blocked: taken.blocked)
            let fresh = NightSpans.ranges(of: plan.newlyBlocked)
            guard !fresh.isEmpty else { return plan }
            try await connection.query(
                """
                INSERT INTO blocked_nights (stay_id, nights)
                SELECT \(number)::int4, daterange(date '1970-01-01' + low::int4, date '1970-01-01' + high::int4)
                FROM unnest(\(fresh.map(\.lowerBound))::int8[], \(fresh.map(\.upperBound))::int8[]) AS t(low, high)
                """, logger: logger)
            return plan
        }
        return try plan.outcome()
    }

    /// Frees the blocked nights of `spans` in one transaction holding the stay's row lock: each block row that
    /// overlaps them is deleted and what is left of it written back, and the trigger rewrites `taken`.
    public func unblockNights(of id: StayID, spans: [StayDates]) async throws -> [StayDates] {
        let requested = NightSpans.ranges(of: spans)
        let logger = logger
        let freed = try await inTransaction { connection in
            let number = try await Self.lockedStayNumber(of: id, on: connection, logger: logger)
            guard let window = NightBlockingPlan.window(of: requested) else { return [Int]() }
            let wanted = Set(requested.joined())
            let blocked = try await Self.nights(of: number, in: window, on: connection, logger: logger).blocked
            let freed = blocked.filter(wanted.contains)
            guard !freed.isEmpty else { return [] }
            let rows = try await connection.query(
                """
                DELETE FROM blocked_nights
                WHERE stay_id = \(number)::int4 AND nights && daterange(date '1970-01-01' + \(window.lowerBound)::int4,
                    date '1970-01-01' + \(window.upperBound)::int4)
                RETURNING lower(nights) - date '1970-01-01', upper(nights) - date '1970-01-01'
                """, logger: logger
            ).decode((Int, Int).self)
            var kept: [Int] = []
            for try await (low, high) in rows {
                kept += (low..<high).filter { !wanted.contains($0) }
            }
            let left = NightSpans.ranges(of: kept)
            if !left.isEmpty {
                try await connection.query(
                    """
                    INSERT INTO blocked_nights (stay_id, nights)
                    SELECT \(number)::int4, daterange(date '1970-01-01' + low::int4, date '1970-01-01' + high::int4)
                    FROM unnest(\(left.map(\.lowerBound))::int8[], \(left.map(\.upperBound))::int8[]) AS t(low, high)
                    """, logger: logger)
            }
            return freed.sorted()
        }
        return try NightSpans.dates(ofNights: freed)
    }

    // MARK: - Exporting

    /// The booked and the blocked nights of the stay inside the window, as spans.
    public func unavailableNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws
        -> UnavailableNights
    {
        let window = DayNumber.of(from)..<max(DayNumber.of(from), DayNumber.of(to))
        let logger = logger
        let taken = try await withConnection { connection in
            let number = try await Self.stayNumber(of: id, lock: false, on: connection, logger: logger)
            return try await Self.nights(of: number, in: window, on: connection, logger: logger)
        }
        return UnavailableNights(
            booked: try NightSpans.dates(ofNights: taken.booked), blocked: try NightSpans.dates(ofNights: taken.blocked)
        )
    }

    // MARK: - Rows

    /// The stay's row number, its row locked until the transaction ends.
    private static func lockedStayNumber(of id: StayID, on connection: PostgresConnection, logger: Logger)
        async throws -> Int
    {
        try await stayNumber(of: id, lock: true, on: connection, logger: logger)
    }

    /// The stay's row number; throws `StayQueryError.unknownStay` when there is none.
    static func stayNumber(of id: StayID, lock: Bool, on connection: PostgresConnection, logger: Logger)
        async throws -> Int
    {
        let query: PostgresQuery =
            lock
            ? "SELECT number FROM stays WHERE id = \(id.rawValue) FOR UPDATE"
            : "SELECT number FROM stays WHERE id = \(id.rawValue)"
        var number: Int?
        for try await value in try await connection.query(query, logger: logger).decode(Int.self) { number = value }
        guard let number else { throw StayQueryError.unknownStay(id) }
        return number
    }

    /// The stay's nights inside `window` (day numbers) held by confirmed bookings and by blocks.
    private static func nights(
        of number: Int, in window: Range<Int>, on connection: PostgresConnection, logger: Logger
    ) async throws -> (booked: Set<Int>, blocked: Set<Int>) {
        let (low, high) = (window.lowerBound, window.upperBound)
        let rows = try await connection.query(
            """
            SELECT kind, generate_series(greatest(lower(nights) - date '1970-01-01', \(low)::int4),
                least(upper(nights) - date '1970-01-01', \(high)::int4) - 1)
            FROM (
                SELECT true AS kind, nights FROM reservations WHERE stay_id = \(number)::int4 AND status = 'confirmed'
                UNION ALL SELECT false, nights FROM blocked_nights WHERE stay_id = \(number)::int4
            ) AS held
            WHERE held.nights && daterange(date '1970-01-01' + \(low)::int4, date '1970-01-01' + \(high)::int4)
            """, logger: logger
        ).decode((Bool, Int).self)
        var booked = Set<Int>()
        var blocked = Set<Int>()
        for try await (isBooked, night) in rows {
            if isBooked { booked.insert(night) } else { blocked.insert(night) }
        }
        return (booked, blocked)
    }
}
