import PostgresNIO
import StayCatalogCore
import StaysDomain

/// How a stay's row is selected and decoded.
enum PostgresStayRow {
    /// Amenities are stored joined by the ASCII unit separator, which no amenity contains.
    static let amenitySeparator: Character = "\u{1F}"

    /// The columns `stay(from:)` reads, in order.
    static let columns = """
        id, title, property_kind, room_type, maximum_guests, bedrooms, beds, bathrooms, nightly_cents,
        cleaning_cents, currency, minimum_nights, rating, review_count, amenities, allows_pets, latitude, longitude,
        place_id, host_name, cancellation_policy, synthetic
        """

    // MARK: - Decoding

    /// The stay in a row whose `columns` start at `offset`.
    static func stay(from row: PostgresRow, offset: Int = 0) throws -> Stay {
        let cells = row.makeRandomAccess()
        func value<Value: PostgresDecodable>(_ index: Int, _ type: Value.Type = Value.self) throws -> Value {
            try cells[offset + index].decode(Value.self)
        }
        let kindText: String = try value(2)
        let roomText: String = try value(3)
        guard let kind = PropertyKind(rawValue: kindText), let room = RoomType(rawValue: roomText) else {
            throw PostgresCatalogError.damaged(reason: "unknown kind \(kindText) or room \(roomText)")
        }
        let currency: String = try value(10)
        let amenities: String = try value(14)
        return Stay(
            id: StayID(try value(0, String.self)), title: try value(1), propertyKind: kind, roomType: room,
            maximumGuests: try value(4), bedrooms: try value(5), beds: try value(6), bathrooms: try value(7),
            nightlyPrice: Money(minorUnits: try value(8), currency: currency),
            cleaningFee: Money(minorUnits: try value(9), currency: currency), minimumNights: try value(11),
            rating: try value(12), reviewCount: try value(13),
            amenities: amenities.split(separator: amenitySeparator).map(String.init), allowsPets: try value(15),
            coordinate: Coordinate(latitude: try value(16), longitude: try value(17)),
            placeID: PlaceID(try value(18, String.self)), hostName: try value(19),
            cancellationPolicy: StoredReservationState.policy(try value(20)), isSynthetic: try value(21))
    }
}
