import StaysDomain

@testable import PlaceImport

extension CityRecord {
    /// A city for import tests: 10,000 people in country "XX", without region or time zone unless said.
    static func fixture(
        _ id: Int, _ name: String, _ latitude: Double, _ longitude: Double, alternates: [String] = [],
        population: Int = 10_000, country: String = "XX", admin1: String = "", timeZone: String = ""
    ) -> CityRecord {
        CityRecord(
            id: id, name: name, alternateNames: alternates,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population,
            countryCode: country, admin1Code: admin1, timeZone: timeZone)
    }
}
