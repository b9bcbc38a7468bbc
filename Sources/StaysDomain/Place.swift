/// A real place a stay can be near: a city, region, country or airport.
public struct Place: Hashable, Sendable, Codable, Identifiable {
    /// Stable identifier, e.g. `geonames:1835848`.
    public let id: PlaceID
    /// What kind of place it is.
    public let kind: PlaceKind
    /// Its name: in the data's main spelling, or in the language the query asked for where the index has it.
    public let name: String
    /// Where it lies, e.g. "Illinois, United States".
    public let subtitle: String
    /// Its coordinate.
    public let coordinate: Coordinate
    /// ISO 3166-1 alpha-2 code of its country.
    public let countryCode: String
    /// Population (for airports and regions, of the area they serve).
    public let population: Int
    /// IANA time zone, e.g. "Asia/Seoul"; empty when unknown.
    public let timeZone: String

    /// Creates a place.
    public init(
        id: PlaceID, kind: PlaceKind, name: String, subtitle: String, coordinate: Coordinate,
        countryCode: String, population: Int, timeZone: String
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.subtitle = subtitle
        self.coordinate = coordinate
        self.countryCode = countryCode
        self.population = population
        self.timeZone = timeZone
    }
}

/// A place with how far it is from a point the caller gave.
public struct PlaceWithDistance: Hashable, Sendable, Codable {
    /// The place.
    public let place: Place
    /// Great-circle distance in kilometres, or nil when no point was given.
    public let distanceKilometres: Double?

    /// Creates a result.
    public init(place: Place, distanceKilometres: Double?) {
        self.place = place
        self.distanceKilometres = distanceKilometres
    }
}
