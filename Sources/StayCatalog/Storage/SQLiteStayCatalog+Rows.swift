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
        let kindText: String = try row.decode(atIndex: 3)
        let roomText: String = try row.decode(atIndex: 4)
        guard let kind = PropertyKind(rawValue: kindText), let room = RoomType(rawValue: roomText) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "unknown kind \(kindText) or room \(roomText)")
        }
        let currency: String = try row.decode(atIndex: 11)
        let amenities: String = try row.decode(atIndex: 15)
        let policyText: String = try row.decode(atIndex: 21)
        guard let policy = CancellationPolicy(rawValue: policyText) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "unknown cancellation policy \(policyText)")
        }
        return Stay(
            id: StayID(try row.decode(String.self, atIndex: 1)), title: try row.decode(atIndex: 2), propertyKind: kind,
            roomType: room,
            maximumGuests: try row.decode(atIndex: 5), bedrooms: try row.decode(atIndex: 6),
            beds: try row.decode(atIndex: 7), bathrooms: try row.decode(atIndex: 8),
            nightlyPrice: Money(minorUnits: try row.decode(atIndex: 9), currency: currency),
            cleaningFee: Money(minorUnits: try row.decode(atIndex: 10), currency: currency),
            minimumNights: try row.decode(atIndex: 12), rating: try row.decode(atIndex: 13),
            reviewCount: try row.decode(atIndex: 14),
            amenities: amenities.split(separator: amenitySeparator).map(String.init),
            allowsPets: try row.decode(atIndex: 16),
            coordinate: Coordinate(latitude: try row.decode(atIndex: 17), longitude: try row.decode(atIndex: 18)),
            placeID: PlaceID(try row.decode(String.self, atIndex: 19)), hostName: try row.decode(atIndex: 20),
            cancellationPolicy: policy, isSynthetic: try row.decode(atIndex: 22))
    }

    // MARK: - Lookup

    /// The stay, or nil.
    public func stay(withID id: StayID) async throws -> Stay? {
        try await reading { db in
            try Row.fetchOne(db, sql: "SELECT * FROM stays WHERE id = ? AND listed", arguments: [id.rawValue]).map(
                Self.stay(from:))
        }
    }
}
