/// What a stay must be or have besides room for the guests and free nights: a type of place, a property kind, at
/// least so many bedrooms, beds and bathrooms, and every one of some amenities. An empty set means any.
public struct StayFilters: Hashable, Sendable {
    /// The most bedrooms, beds or bathrooms a filter may ask for.
    public static let largestMinimum = 50

    /// No filter: every stay passes.
    public static let none = StayFilters()

    /// Types of place accepted; empty accepts all.
    public let roomTypes: Set<RoomType>
    /// Property kinds accepted; empty accepts all.
    public let propertyKinds: Set<PropertyKind>
    /// Fewest bedrooms.
    public let minimumBedrooms: Int
    /// Fewest beds.
    public let minimumBeds: Int
    /// Fewest bathrooms (halves allowed).
    public let minimumBathrooms: Double
    /// Amenities a stay must list, all of them.
    public let amenities: Set<Amenity>

    /// Creates filters; a minimum below 0, above `largestMinimum`, or a bathroom count not in halves throws
    /// `StayQueryError.filterOutOfRange` naming the filter.
    public init(
        roomTypes: Set<RoomType> = [], propertyKinds: Set<PropertyKind> = [], minimumBedrooms: Int = 0,
        minimumBeds: Int = 0, minimumBathrooms: Double = 0, amenities: Set<Amenity> = []
    ) throws(StayQueryError) {
        try Self.check(Double(minimumBedrooms), named: "bedrooms")
        try Self.check(Double(minimumBeds), named: "beds")
        try Self.check(minimumBathrooms, named: "bathrooms")
        guard (minimumBathrooms * 2).rounded() == minimumBathrooms * 2 else {
            throw .filterOutOfRange(filter: "bathrooms", value: minimumBathrooms)
        }
        self.roomTypes = roomTypes
        self.propertyKinds = propertyKinds
        self.minimumBedrooms = minimumBedrooms
        self.minimumBeds = minimumBeds
        self.minimumBathrooms = minimumBathrooms
        self.amenities = amenities
    }

    private init() {
        (roomTypes, propertyKinds, amenities) = ([], [], [])
        (minimumBedrooms, minimumBeds, minimumBathrooms) = (0, 0, 0)
    }

    // MARK: - Judging

    /// Whether every stay passes.
    public var isEmpty: Bool { self == .none }

    /// How many filters are set (each type, kind and amenity counts once), as a "Filters · 3" badge shows.
    public var count: Int {
        roomTypes.count + propertyKinds.count + amenities.count + (minimumBedrooms > 0 ? 1 : 0)
            + (minimumBeds > 0 ? 1 : 0) + (minimumBathrooms > 0 ? 1 : 0)
    }

    /// Whether `stay` passes every filter: the rule each catalogue's search implements.
    public func admits(_ stay: Stay) -> Bool {
        let listed = Set(stay.amenities.compactMap(Amenity.init(listedName:)))
        return (roomTypes.isEmpty || roomTypes.contains(stay.roomType))
            && (propertyKinds.isEmpty || propertyKinds.contains(stay.propertyKind))
            && stay.bedrooms >= minimumBedrooms && stay.beds >= minimumBeds && stay.bathrooms >= minimumBathrooms
            && amenities.isSubset(of: listed)
    }

    // MARK: - Checking

    private static func check(_ value: Double, named name: String) throws(StayQueryError) {
        guard value.isFinite, (0...Double(largestMinimum)).contains(value) else {
            throw .filterOutOfRange(filter: name, value: value)
        }
    }
}
