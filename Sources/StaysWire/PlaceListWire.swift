import StaysDomain

/// A list of places, as nearby and detail search print them: `{"places": [...]}`.
public struct PlaceListResponse: Codable, Sendable, Equatable {
    /// The places, best first.
    public let places: [PlaceListItem]

    /// Creates a response from results.
    public init(results: [PlaceWithDistance]) {
        places = results.map(PlaceListItem.init)
    }
}

/// One place in a list, flattened for scripts.
public struct PlaceListItem: Codable, Sendable, Equatable {
    /// Stable identifier.
    public let id: PlaceID
    /// What kind of place.
    public let kind: PlaceKind
    /// Its name.
    public let name: String
    /// Where it lies.
    public let subtitle: String
    /// Its coordinate.
    public let coordinate: Coordinate
    /// ISO country code.
    public let countryCode: String
    /// Population (served population for airports).
    public let population: Int
    /// IANA time zone.
    public let timeZone: String
    /// Kilometres from the point given, when one was.
    public let distanceKm: Double?

    /// Flattens a result; the distance is rounded to 0.1 km.
    public init(_ result: PlaceWithDistance) {
        let place = result.place
        id = place.id
        kind = place.kind
        name = place.name
        subtitle = place.subtitle
        coordinate = place.coordinate
        countryCode = place.countryCode
        population = place.population
        timeZone = place.timeZone
        distanceKm = result.distanceKilometres.map { ($0 * 10).rounded() / 10 }
    }
}

extension PlaceWithDistance {
    /// Rebuilds a place and its distance from the wire; the distance comes back rounded to 0.1 km.
    public init(_ item: PlaceListItem) {
        let place = Place(
            id: item.id, kind: item.kind, name: item.name, subtitle: item.subtitle, coordinate: item.coordinate,
            countryCode: item.countryCode, population: item.population, timeZone: item.timeZone)
        self.init(place: place, distanceKilometres: item.distanceKm)
    }
}
