import StaysDomain

/// One row of the Filters step: a choice switched on or off, or a minimum stepped up or down.
public enum StayFilterRowID: Hashable, Sendable {
    /// A type of place, property kind or amenity.
    case choice(StayFilterChoice)
    /// Fewest bedrooms, beds or bathrooms.
    case minimum(StayFilterMinimum)

    /// Every row in the order the step lists them: type of place, rooms and beds, property type, amenities.
    static let all: [StayFilterRowID] =
        RoomType.allCases.map { .choice(.roomType($0)) } + StayFilterMinimum.allCases.map { .minimum($0) }
        + PropertyKind.allCases.map { .choice(.propertyKind($0)) } + Amenity.allCases.map { .choice(.amenity($0)) }
}

/// Something a filter switches on or off.
public enum StayFilterChoice: Hashable, Sendable {
    /// A type of place (entire place, private room, shared room).
    case roomType(RoomType)
    /// A property kind (apartment, house, …).
    case propertyKind(PropertyKind)
    /// An amenity the stay must list.
    case amenity(Amenity)
}

/// A number a filter asks for at least.
public enum StayFilterMinimum: Hashable, Sendable, CaseIterable {
    /// Fewest bedrooms.
    case bedrooms
    /// Fewest beds.
    case beds
    /// Fewest bathrooms.
    case bathrooms
}
