import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Seeding

    /// How many listings are drawn, written and reported at a time (all of them commit in one transaction).
    static let seedBatchSize = 20_000

    /// Writes every listing in one transaction, so a seeding killed part-way leaves the catalogue as it was: first
    /// it records the attempt (committed on its own, so the next seeding can say an earlier one did not finish), then
    /// in one `BEGIN IMMEDIATE` transaction it removes every stay and booking when `replacing`, writes the listings
    /// with prepared statements `seedBatchSize` at a time (reporting after each batch, the next batch's rows drawn on
    /// another thread meanwhile) and clears the attempt. Rows are numbered in Hilbert-curve order of the listings'
    /// coordinates (ties by source index), so a city's stays share pages; the same source always gives the same
    /// numbers. A listing id already in the catalogue throws `StayCatalogError.alreadySeeded`.
    public func seed(
        stays source: any StaySeedSource, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> StaySeedOutcome {
        let order = SpatialOrder.of(source)
        do {
            let unfinished = try await pool.write { db in try SeedAttempt.begin(count: source.count, in: db) }
            let replaced = try await pool.writeWithoutTransaction { db in
                var replaced = 0
                try db.inTransaction(.immediate) {
                    replaced = replacing ? try Self.removeEveryStay(in: db) : 0
                    try Self.writeAll(source, in: order, in: db, progress: progress)
                    try SeedAttempt.finish(in: db)
                    return .commit
                }
                return replaced
            }
            checkpointer.noteWrite()
            return StaySeedOutcome(written: source.count, replaced: replaced, unfinishedEarlier: unfinished)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            let stays = (try? await stayCount()) ?? 0
            throw StayCatalogError.alreadySeeded(path: path, stays: stays)
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    /// Writes the listings batch by batch, numbered after the highest number in use.
    private static func writeAll(
        _ source: any StaySeedSource, in order: [Int], in db: Database, progress: @Sendable (Int, Int) -> Void
    ) throws {
        let total = source.count
        let first = try Int.fetchOne(db, sql: "SELECT MAX(number) FROM stays").map { $0 + 1 } ?? 1
        let batches = stride(from: 0, to: total, by: seedBatchSize).map { $0..<min(total, $0 + seedBatchSize) }
        func prepare(_ batch: Range<Int>) -> SeedBatchPreparation {
            let indices = order[batch]
            return SeedBatchPreparation { rows(of: indices, from: source, firstNumber: first + batch.lowerBound) }
        }
        var next = batches.first.map(prepare)
        for (position, batch) in batches.enumerated() {
            guard let rows = next?.rows() else { break }
            next = position + 1 < batches.count ? prepare(batches[position + 1]) : nil
            try write(rows, in: db)
            progress(batch.upperBound, total)
        }
    }

    /// Deletes every stay, booking and remembered booking answer; returns how many stays there were.
    private static func removeEveryStay(in db: Database) throws -> Int {
        let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stays") ?? 0
        for table in [
            "idempotency_keys", "reserved_nights", "reservations", "blocked_nights", "stay_cells", "stay_locations",
            "listing_feeds", "listing_photos", "listings", "stays",
        ] {
            try db.execute(sql: "DELETE FROM \(table)")
        }
        return count
    }

    /// The rows of the listings at `indices`, numbered from `firstNumber` on.
    private static func rows(of indices: ArraySlice<Int>, from source: any StaySeedSource, firstNumber: Int)
        -> [SeedRows]
    {
        indices.enumerated().map { SeedRows(source.seededStay(at: $1), number: firstNumber + $0) }
    }

    /// Inserts the listings' stay, search, blocked-night and booking rows.
    static func write(_ batch: [SeedRows], in db: Database) throws {
        let stays = try db.makeStatement(
            sql: """
                INSERT INTO stays (number, id, title, property_kind, room_type, maximum_guests, bedrooms, beds,
                    bathrooms, nightly_cents, cleaning_cents, currency, minimum_nights, rating, review_count, amenities,
                    allows_pets, latitude, longitude, place_id, host_name, cancellation_policy, synthetic)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let locations = try db.makeStatement(sql: insertStayLocationSQL)
        let cells = try db.makeStatement(sql: insertStayCellSQL)
        let blocked = try db.makeStatement(sql: "INSERT OR IGNORE INTO blocked_nights VALUES (?, ?)")
        for rows in batch {
            if let code = rows.unknownCurrency { throw StoredCurrencyError(codes: [code]) }
            for (statement, arguments) in [(stays, rows.stay), (locations, rows.location), (cells, rows.cell)] {
                statement.setUncheckedArguments(arguments)
                try statement.execute()
            }
            for night in rows.blockedNights {
                blocked.setUncheckedArguments([rows.number, night])
                try blocked.execute()
            }
            for booking in rows.bookings {
                _ = try insertReservation(
                    stay: rows.number, from: booking.checkIn, to: booking.checkOut, name: booking.guestName,
                    totalCents: booking.totalCents, currency: booking.currency, createdAt: booking.createdAt, in: db)
            }
        }
    }
}
