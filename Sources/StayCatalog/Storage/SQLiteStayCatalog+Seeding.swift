import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Seeding

    /// How many listings one write transaction holds.
    static let seedBatchSize = 20_000

    /// Writes every listing with prepared statements, `seedBatchSize` per transaction, reporting after each batch.
    /// Rows are numbered in Hilbert-curve order of the listings' coordinates (ties by source index), so a city's
    /// stays share pages; the same source always gives the same numbers. Listing ids must not be in the catalogue yet.
    public func seed(stays source: any StaySeedSource, progress: @escaping @Sendable (Int, Int) -> Void) async throws {
        let total = source.count
        let order = Self.spatialOrder(of: source)
        var written = 0
        do {
            var first =
                try await pool.read { db in try Int.fetchOne(db, sql: "SELECT MAX(number) FROM stays") ?? 0 } + 1
            while written < total {
                let batch = written..<min(total, written + Self.seedBatchSize)
                try await pool.write { [first] db in
                    try Self.write(order[batch], of: source, firstNumber: first, in: db)
                }
                first += batch.count
                written = batch.upperBound
                progress(written, total)
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

    private static func write(
        _ batch: ArraySlice<Int>, of source: any StaySeedSource, firstNumber: Int, in db: Database
    )
        throws
    {
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
        for (offset, index) in batch.enumerated() {
            let seeded = source.seededStay(at: index)
            let stay = seeded.stay
            let number = firstNumber + offset
            let taken = TakenNights(nights: takenNights(of: seeded))
            stays.setUncheckedArguments([
                number, stay.id.rawValue, stay.title, stay.propertyKind.rawValue, stay.roomType.rawValue,
                stay.maximumGuests, stay.bedrooms, stay.beds, stay.bathrooms, stay.nightlyPrice.minorUnits,
                stay.cleaningFee.minorUnits, stay.nightlyPrice.currency, stay.minimumNights, stay.rating,
                stay.reviewCount, stay.amenities.joined(separator: String(amenitySeparator)), stay.allowsPets,
                stay.coordinate.latitude, stay.coordinate.longitude, stay.placeID.rawValue, stay.hostName,
            ])
            try stays.execute()
            let (latitude, longitude) = (stay.coordinate.latitude, stay.coordinate.longitude)
            locations.setUncheckedArguments([
                number, latitude, latitude, longitude, longitude, latitude, longitude, stay.nightlyPrice.minorUnits,
                stay.cleaningFee.minorUnits, stay.rating, stay.reviewCount, stay.maximumGuests, stay.minimumNights,
                stay.allowsPets,
            ])
            try locations.execute()
            cells.setUncheckedArguments([
                SpatialGrid.cell(latitude: latitude, longitude: longitude), number, latitude, longitude,
                stay.nightlyPrice.minorUnits, stay.cleaningFee.minorUnits, stay.rating, stay.reviewCount,
                stay.maximumGuests, stay.minimumNights, stay.allowsPets, taken?.firstNight, taken?.blob,
            ])
            try cells.execute()
            for span in seeded.blockedNights {
                for night in DayNumber.of(span.checkIn)..<DayNumber.of(span.checkOut) {
                    blocked.setUncheckedArguments([number, night])
                    try blocked.execute()
                }
            }
            for booking in seeded.reservations {
                let checkIn = DayNumber.of(booking.dates.checkIn)
                let checkOut = DayNumber.of(booking.dates.checkOut)
                _ = try insertReservation(
                    stay: number, from: checkIn, to: checkOut, name: booking.guestName,
                    totalCents: (checkOut - checkIn) * stay.nightlyPrice.minorUnits + stay.cleaningFee.minorUnits,
                    currency: stay.nightlyPrice.currency, createdAt: booking.createdAt, in: db)
            }
        }
    }

    /// The day numbers of a listing's blocked and booked nights.
    private static func takenNights(of seeded: SeededStay) -> [Int] {
        let spans = seeded.blockedNights + seeded.reservations.map(\.dates)
        return spans.flatMap { span in DayNumber.of(span.checkIn)..<DayNumber.of(span.checkOut) }
    }
}
