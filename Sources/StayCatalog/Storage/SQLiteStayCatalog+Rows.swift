import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Amenities

    /// Amenities are stored joined by the ASCII unit separator, which no amenity contains.
    static let amenitySeparator: Character = "\u{1F}"

    // MARK: - Reading stays

    /// The stays with these row numbers, keyed by number.
    static func stays(numbered numbers: [Int], in db: Database) throws -> [Int: Stay] {
        guard !numbers.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: numbers.count).joined(separator: ",")
        let rows = try Row.fetchAll(
            db, sql: "SELECT * FROM stays WHERE number IN (\(marks))", arguments: StatementArguments(numbers))
        var stays: [Int: Stay] = [:]
        for row in rows {
            stays[row["number"]] = try stay(from: row)
        }
        return stays
    }

    /// Decodes one row of `stays`.
    static func stay(from row: Row) throws -> Stay {
        let kindText: String = row["property_kind"]
        let roomText: String = row["room_type"]
        guard let kind = PropertyKind(rawValue: kindText), let room = RoomType(rawValue: roomText) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "unknown kind \(kindText) or room \(roomText)")
        }
        let currency: String = row["currency"]
        let amenities: String = row["amenities"]
        return Stay(
            id: StayID(row["id"] as String), title: row["title"], propertyKind: kind, roomType: room,
            maximumGuests: row["maximum_guests"], bedrooms: row["bedrooms"], beds: row["beds"],
            bathrooms: row["bathrooms"], nightlyPrice: Money(minorUnits: row["nightly_cents"], currency: currency),
            cleaningFee: Money(minorUnits: row["cleaning_cents"], currency: currency),
            minimumNights: row["minimum_nights"], rating: row["rating"], reviewCount: row["review_count"],
            amenities: amenities.split(separator: amenitySeparator).map(String.init),
            allowsPets: row["allows_pets"],
            coordinate: Coordinate(latitude: row["latitude"], longitude: row["longitude"]),
            placeID: PlaceID(row["place_id"] as String), hostName: row["host_name"])
    }

    // MARK: - Lookup

    /// The stay, or nil.
    public func stay(withID id: StayID) async throws -> Stay? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM stays WHERE id = ?", arguments: [id.rawValue]).map(
                Self.stay(from:))
        }
    }
}
