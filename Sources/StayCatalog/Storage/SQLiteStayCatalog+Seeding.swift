import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Seeding

    /// How many listings one write transaction holds.
    static let seedBatchSize = 20_000

    /// Writes every listing with prepared statements, `seedBatchSize` per transaction, reporting after each batch.
    /// Listing ids must not be in the catalogue yet.
    public func seed(stays source: any StaySeedSource, progress: @escaping @Sendable (Int, Int) -> Void) async throws {
        let total = source.count
        var written = 0
        do {
            var first =
                try await pool.read { db in try Int.fetchOne(db, sql: "SELECT MAX(number) FROM stays") ?? 0 } + 1
            while written < total {
                let batch = written..<min(total, written + Self.seedBatchSize)
                try await pool.write { [first] db in
                    try Self.write(batch, of: source, firstNumber: first, in: db)
                }
                first += batch.count
                written = batch.upperBound
                progress(written, total)
            }
        } catch {
            throw Self.catalogError(for: error, path: path)
        }
    }

    private static func write(_ batch: Range<Int>, of source: any StaySeedSource, firstNumber: Int, in db: Database)
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
        let blocked = try db.makeStatement(sql: "INSERT OR IGNORE INTO blocked_nights VALUES (?, ?)")
        for index in batch {
            let seeded = source.seededStay(at: index)
            let stay = seeded.stay
            let number = firstNumber + index - batch.lowerBound
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
}
