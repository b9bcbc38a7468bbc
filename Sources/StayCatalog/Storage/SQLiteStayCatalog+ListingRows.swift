import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Owners

    /// The number of the host's account; a host id no account can have finds no listing (`unknownStay(id)`).
    static func hostNumber(of host: AccountID, else id: StayID) throws -> Int64 {
        guard let number = CatalogIdentifiers.accountNumber(host) else { throw StayQueryError.unknownStay(id) }
        return number
    }

    /// The number of the host's account, for a new listing.
    static func hostNumber(of host: AccountID) throws -> Int64 {
        guard let number = CatalogIdentifiers.accountNumber(host) else { throw AccountError.notSignedIn }
        return number
    }

    /// The row number of stay `id` when `host` lists it; `unknownStay(id)` when it is unknown or another's.
    static func ownedNumber(of id: StayID, host: Int64, in db: Database) throws -> Int {
        let sql =
            "SELECT s.number FROM stays AS s JOIN listings AS l ON l.stay_id = s.number WHERE s.id = ? AND l.host_account = ?"
        guard let number = try Int.fetchOne(db.cachedStatement(sql: sql), arguments: [id.rawValue, host]) else {
            throw StayQueryError.unknownStay(id)
        }
        return number
    }

    // MARK: - Rows

    /// The listing numbered `number`, read from its stay and listing rows.
    static func listing(numbered number: Int, in db: Database) throws -> HostListing {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT s.*, l.description, l.house_rules
                        FROM stays AS s JOIN listings AS l ON l.stay_id = s.number WHERE s.number = ?
                        """), arguments: [number])
        else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "listing \(number) has no rows") }
        return HostListing(
            stay: try stay(from: row), description: try row.decode(atIndex: 25),
            houseRules: try row.decode(atIndex: 26),
            maximumNights: try row.decode(atIndex: 24), isListed: try row.decode(atIndex: 23))
    }

    /// Rewrites every column a draft sets.
    static func updateColumns(of stay: Stay, maximumNights: Int?, numbered number: Int, in db: Database) throws {
        try db.execute(
            sql: """
                UPDATE stays SET title = ?, property_kind = ?, room_type = ?, maximum_guests = ?, bedrooms = ?,
                    beds = ?, bathrooms = ?, nightly_cents = ?, cleaning_cents = ?, currency = ?, minimum_nights = ?,
                    amenities = ?, allows_pets = ?, latitude = ?, longitude = ?, place_id = ?,
                    cancellation_policy = ?, maximum_nights = ?
                WHERE number = ?
                """,
            arguments: [
                stay.title, stay.propertyKind.rawValue, stay.roomType.rawValue, stay.maximumGuests, stay.bedrooms,
                stay.beds, stay.bathrooms, stay.nightlyPrice.minorUnits, stay.cleaningFee.minorUnits,
                stay.nightlyPrice.currency, stay.minimumNights,
                stay.amenities.joined(separator: String(amenitySeparator)), stay.allowsPets,
                stay.coordinate.latitude, stay.coordinate.longitude, stay.placeID.rawValue,
                stay.cancellationPolicy.rawValue, maximumNights, number,
            ])
    }

    // MARK: - Search rows

    /// Adds the stay's R*Tree and `stay_cells` rows, its taken bitmap rebuilt from its night rows.
    static func writeSearchRows(of stay: Stay, numbered number: Int, in db: Database) throws {
        let rows = SeedRows(SeededStay(stay: stay, blockedNights: [], reservations: []), number: number)
        try db.cachedStatement(sql: insertStayLocationSQL).execute(arguments: rows.location)
        try db.cachedStatement(sql: insertStayCellSQL).execute(arguments: rows.cell)
        try refreshTakenNights(ofStay: number, in: db)
    }

    /// Removes the stay's R*Tree and `stay_cells` rows, so no search finds it.
    static func removeSearchRows(of stay: Stay, numbered number: Int, in db: Database) throws {
        let cell = SpatialGrid.cell(latitude: stay.coordinate.latitude, longitude: stay.coordinate.longitude)
        try db.cachedStatement(sql: "DELETE FROM stay_cells WHERE cell = ? AND number = ?").execute(arguments: [
            cell, number,
        ])
        try db.cachedStatement(sql: "DELETE FROM stay_locations WHERE number = ?").execute(arguments: [number])
    }
}
