import StaysDomain

/// One GeoNames city as read from `cities500.json`, with its names trimmed and values checked.
struct CityRecord: Hashable, Sendable {
    /// The GeoNames identifier.
    let id: Int
    /// The main name.
    let name: String
    /// Other names in any language or script, as the file gives them.
    let alternateNames: [String]
    /// Where the city lies.
    let coordinate: Coordinate
    /// People living there.
    let population: Int
    /// ISO 3166-1 alpha-2 code of its country.
    let countryCode: String
    /// GeoNames first-level division code, empty when unknown.
    let admin1Code: String
    /// IANA time zone, empty when unknown.
    let timeZone: String

    /// Its first-level division, when the record names one.
    var regionCode: RegionCode? {
        admin1Code.isEmpty ? nil : RegionCode(countryCode: countryCode, admin1Code: admin1Code)
    }
}
