import GRDB
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Amenities

    /// Amenities are stored joined by the ASCII unit separator, which no amenity contains.
    static let amenitySeparator: Character = "\u{1F}"

    // MARK: - Reading stays

    /// The stays with these row numbers, keyed by number, read one by one through a cached statement.
    static func stays(numbered numbers: [Int], in db: Database) throws -> [Int: Stay] {
        let statement = try db.cachedStatement(sql: "SELECT * FROM stays WHERE number = ?")
        var stays: [Int: Stay] = [:]
        for number in numbers {
            if let row = try Row.fetchOne(statement, arguments: [number]) {
                stays[number] = try stay(from: row)
            }
        }
        return stays
    }

    /// Decodes one row of `stays` read with `SELECT *` (columns by position, in the table's order).
    static func stay(from row: Row) throws -> Stay {
        let kindText: String = row[3]
        let roomText: String = row[4]
        guard let kind = PropertyKind(rawValue: kindText), let room = RoomType(rawValue: roomText) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "unknown kind \(kindText) or room \(roomText)")
        }
        let currency: String = row[11]
        let amenities: String = row[15]
        return Stay(
            id: StayID(row[1] as String), title: row[2], propertyKind: kind, roomType: room,
            maximumGuests: row[5], bedrooms: row[6], beds: row[7], bathrooms: row[8],
            nightlyPrice: Money(minorUnits: row[9], currency: currency),
            cleaningFee: Money(minorUnits: row[10], currency: currency), minimumNights: row[12], rating: row[13],
            reviewCount: row[14], amenities: amenities.split(separator: amenitySeparator).map(String.init),
            allowsPets: row[16], coordinate: Coordinate(latitude: row[17], longitude: row[18]),
            placeID: PlaceID(row[19] as String), hostName: row[20])
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
