import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Seeding

    /// How many listings one write transaction holds.
    static let seedBatchSize = 20_000

    /// Writes every listing with prepared statements, `seedBatchSize` per transaction, reporting after each batch;
    /// the next batch's rows are drawn and bound on another thread while one is written. Rows are numbered in
    /// Hilbert-curve order of the listings' coordinates (ties by source index), so a city's stays share pages; the
    /// same source always gives the same numbers. Listing ids must not be in the catalogue yet.
    public func seed(stays source: any StaySeedSource, progress: @escaping @Sendable (Int, Int) -> Void) async throws {
        let total = source.count
        let order = Self.spatialOrder(of: source)
        let batches = stride(from: 0, to: total, by: Self.seedBatchSize).map {
            $0..<min(total, $0 + Self.seedBatchSize)
        }
        do {
            let first =
                try await pool.read { db in try Int.fetchOne(db, sql: "SELECT MAX(number) FROM stays") ?? 0 } + 1
            func prepare(_ batch: Range<Int>) -> Task<[SeedRows], Never> {
                Task { Self.rows(of: order[batch], from: source, firstNumber: first + batch.lowerBound) }
            }
            var next = batches.first.map(prepare)
            for (position, batch) in batches.enumerated() {
                guard let rows = await next?.value else { break }
                next = position + 1 < batches.count ? prepare(batches[position + 1]) : nil
                try await pool.write { db in try Self.write(rows, in: db) }
                progress(batch.upperBound, total)
            }
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    /// The source's indices sorted by the Hilbert key of each listing's coordinate, then by index.
    private static func spatialOrder(of source: any StaySeedSource) -> [Int] {
        var keyed: [(key: UInt64, index: Int)] = []
        keyed.reserveCapacity(source.count)
        for index in 0..<source.count {
            keyed.append((HilbertKey.of(source.coordinate(at: index)), index))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return keyed.map { $0.index }
    }

    /// The rows of the listings at `indices`, numbered from `firstNumber` on.
    private static func rows(of indices: ArraySlice<Int>, from source: any StaySeedSource, firstNumber: Int)
        -> [SeedRows]
    {
        indices.enumerated().map { SeedRows(source.seededStay(at: $1), number: firstNumber + $0) }
    }

    private static func write(_ batch: [SeedRows], in db: Database) throws {
        let stays = try db.makeStatement(
            sql: """
                INSERT INTO stays (number, id, title, property_kind, room_type, maximum_guests, bedrooms, beds,
                    bathrooms, nightly_cents, cleaning_cents, currency, minimum_nights, rating, review_count, amenities,
                    allows_pets, latitude, longitude, place_id, host_name)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let locations = try db.makeStatement(
            sql: "INSERT INTO stay_locations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        let cells = try db.makeStatement(sql: insertStayCellSQL)
        let blocked = try db.makeStatement(sql: "INSERT OR IGNORE INTO blocked_nights VALUES (?, ?)")
        for rows in batch {
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
