import StaysDomain

// MARK: - Fixtures

extension Place {
    /// A place with test defaults; the id is derived from the name unless given.
    public static func fixture(
        id: PlaceID? = nil, kind: PlaceKind = .city, name: String = "Seoul", subtitle: String = "South Korea",
        coordinate: Coordinate = .init(latitude: 37.566, longitude: 126.9784), countryCode: String = "KR",
        population: Int = 10_000_000, timeZone: String = "Asia/Seoul"
    ) -> Place {
        Place(
            id: id ?? PlaceID("test:\(kind.rawValue):\(name)"), kind: kind, name: name, subtitle: subtitle,
            coordinate: coordinate, countryCode: countryCode, population: population, timeZone: timeZone
        )
    }
}

extension PlaceWithDistance {
    /// A place result with test defaults.
    public static func fixture(name: String = "Seoul", kind: PlaceKind = .city, distanceKilometres: Double? = nil)
        -> PlaceWithDistance
    {
        PlaceWithDistance(place: .fixture(kind: kind, name: name), distanceKilometres: distanceKilometres)
    }
}
