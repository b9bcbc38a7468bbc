import StaysDomain

/// A stay's type of place, property kind and amenities packed into one integer (`facets`), so both catalogues test
/// a search's filters with three masks. Bits 0–2 are the room types, 3–10 the property kinds and 11–25 the
/// amenities, each in its `allCases` order: stored facets depend on that order, so new cases go at the end.
package enum StayFacets {
    private static let kindShift = RoomType.allCases.count
    private static let amenityShift = kindShift + PropertyKind.allCases.count
    private static let roomBits = bits(RoomType.allCases, from: 0)
    private static let kindBits = bits(PropertyKind.allCases, from: kindShift)
    private static let amenityBits = bits(Amenity.allCases, from: amenityShift)
    /// The bit of each amenity by the word a stay lists, so packing a seeded stay is a lookup per word.
    private static let listedBits = Dictionary(
        uniqueKeysWithValues: Amenity.allCases.map { ($0.listedName, amenityBits[$0] ?? 0) })

    // MARK: - Packing

    /// The facets of a stay with this room type, kind and listed amenities (words no filter knows are left out).
    package static func facets(roomType: RoomType, propertyKind: PropertyKind, amenities: [String]) -> Int {
        amenities.reduce(bit(roomType) | bit(propertyKind)) { $0 | (listedBits[$1] ?? 0) }
    }

    /// The facets of `stay`.
    package static func facets(of stay: Stay) -> Int {
        facets(roomType: stay.roomType, propertyKind: stay.propertyKind, amenities: stay.amenities)
    }

    // MARK: - Masks

    /// What a search tests: `facets & roomTypes != 0`, `facets & kinds != 0` and `facets & amenities == amenities`.
    package struct Masks: Hashable, Sendable {
        /// The room types accepted (all when the filter names none).
        package let roomTypes: Int
        /// The property kinds accepted (all when the filter names none).
        package let kinds: Int
        /// The amenities required, all of them.
        package let amenities: Int
    }

    /// The masks of `filters`.
    package static func masks(for filters: StayFilters) -> Masks {
        let roomTypes = filters.roomTypes.isEmpty ? Set(RoomType.allCases) : filters.roomTypes
        let kinds = filters.propertyKinds.isEmpty ? Set(PropertyKind.allCases) : filters.propertyKinds
        return Masks(
            roomTypes: roomTypes.reduce(0) { $0 | bit($1) }, kinds: kinds.reduce(0) { $0 | bit($1) },
            amenities: filters.amenities.reduce(0) { $0 | bit($1) })
    }

    // MARK: - SQL

    /// An SQL expression computing the facets from a row's `room_type`, `property_kind` and `amenities` text
    /// columns, for migrations; `lists(name)` is the dialect's test that the amenities column lists `name`.
    package static func sql(lists: (String) -> String) -> String {
        let rooms = RoomType.allCases.map { "WHEN '\($0.rawValue)' THEN \(bit($0))" }.joined(separator: " ")
        let kinds = PropertyKind.allCases.map { "WHEN '\($0.rawValue)' THEN \(bit($0))" }.joined(separator: " ")
        let amenities = Amenity.allCases.map { "(CASE WHEN \(lists($0.listedName)) THEN \(bit($0)) ELSE 0 END)" }
        return (["(CASE room_type \(rooms) ELSE 0 END)", "(CASE property_kind \(kinds) ELSE 0 END)"] + amenities)
            .joined(separator: " + ")
    }

    /// The filters as text for a query's fingerprint.
    package static func fingerprintText(of filters: StayFilters) -> String {
        let masks = masks(for: filters)
        return "\(masks.roomTypes).\(masks.kinds).\(masks.amenities).\(filters.minimumBedrooms)"
            + ".\(filters.minimumBeds).\(filters.minimumBathrooms)"
    }

    // MARK: - Bits

    private static func bit(_ roomType: RoomType) -> Int { roomBits[roomType] ?? 0 }

    private static func bit(_ kind: PropertyKind) -> Int { kindBits[kind] ?? 0 }

    private static func bit(_ amenity: Amenity) -> Int { amenityBits[amenity] ?? 0 }

    /// One bit per case, in `cases` order from bit `shift`.
    private static func bits<Case: Hashable>(_ cases: [Case], from shift: Int) -> [Case: Int] {
        Dictionary(uniqueKeysWithValues: cases.enumerated().map { ($1, 1 << (shift + $0)) })
    }
}
