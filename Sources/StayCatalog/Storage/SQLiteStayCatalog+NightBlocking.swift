import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: NightBlocking, StayUnavailabilityLoading {
    // MARK: - Blocking

    /// Blocks the free nights of `spans` in one durable `BEGIN IMMEDIATE` transaction, which also rewrites the
    /// stay's taken bitmap; a booking runs in the same kind of transaction, so whichever commits first holds a night.
    public func blockNights(of id: StayID, spans: [StayDates]) async throws -> NightBlockingOutcome {
        let requested = NightSpans.ranges(of: spans)
        let plan = try await durably { db in
            let number = try Self.stayNumber(of: id, in: db)
            guard let window = NightBlockingPlan.window(of: requested) else {
                return NightBlockingPlan(requested: [], booked: [], blocked: [])
            }
            let plan = NightBlockingPlan(
                requested: requested, booked: Set(try Self.nights(in: "reserved_nights", of: number, window, db)),
                blocked: Set(try Self.nights(in: "blocked_nights", of: number, window, db)))
            let insert = try db.cachedStatement(sql: "INSERT INTO blocked_nights (stay_id, night) VALUES (?, ?)")
            for night in plan.newlyBlocked {
                try insert.execute(arguments: [number, night])
            }
            if !plan.newlyBlocked.isEmpty {
                try Self.refreshTakenNights(ofStay: number, in: db)
            }
            return plan
        }
        return try plan.outcome()
    }

    /// Deletes the blocked nights of `spans` in one durable `BEGIN IMMEDIATE` transaction that also rewrites the
    /// stay's taken bitmap.
    public func unblockNights(of id: StayID, spans: [StayDates]) async throws -> [StayDates] {
        let requested = NightSpans.ranges(of: spans)
        let freed = try await durably { db in
            let number = try Self.stayNumber(of: id, in: db)
            guard let window = NightBlockingPlan.window(of: requested) else { return [Int]() }
            let wanted = Set(requested.joined())
            let freed = try Self.nights(in: "blocked_nights", of: number, window, db).filter(wanted.contains)
            let delete = try db.cachedStatement(sql: "DELETE FROM blocked_nights WHERE stay_id = ? AND night = ?")
            for night in freed {
                try delete.execute(arguments: [number, night])
            }
            if !freed.isEmpty {
                try Self.refreshTakenNights(ofStay: number, in: db)
            }
            return freed
        }
        return try NightSpans.dates(ofNights: freed)
    }

    // MARK: - Exporting

    /// The booked and the blocked nights of the stay inside the window, as spans.
    public func unavailableNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws
        -> UnavailableNights
    {
        let window = DayNumber.of(from)..<max(DayNumber.of(from), DayNumber.of(to))
        let (booked, blocked) = try await reading { db in
            let number = try Self.stayNumber(of: id, in: db)
            return (
                try Self.nights(in: "reserved_nights", of: number, window, db),
                try Self.nights(in: "blocked_nights", of: number, window, db)
            )
        }
        return UnavailableNights(
            booked: try NightSpans.dates(ofNights: booked), blocked: try NightSpans.dates(ofNights: blocked))
    }

    // MARK: - Rows

    /// The stay's row number; throws `StayQueryError.unknownStay` when there is none.
    static func stayNumber(of id: StayID, in db: Database) throws -> Int {
        guard
            let number = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT number FROM stays WHERE id = ?"), arguments: [id.rawValue])
        else { throw StayQueryError.unknownStay(id) }
        return number
    }

    /// The stay's nights in `table` (`reserved_nights` or `blocked_nights`) inside `window`, in order.
    private static func nights(in table: String, of number: Int, _ window: Range<Int>, _ db: Database) throws -> [Int] {
        try Int.fetchAll(
            db.cachedStatement(
                sql: "SELECT night FROM \(table) WHERE stay_id = ? AND night >= ? AND night < ? ORDER BY night"),
            arguments: [number, window.lowerBound, window.upperBound])
    }
}
