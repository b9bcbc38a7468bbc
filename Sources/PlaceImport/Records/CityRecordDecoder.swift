import Foundation
import StaysDomain

/// Reads GeoNames `cities500.json` (an object keyed by geonameid) into checked city records.
struct CityRecordDecoder: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Decoding

    /// The cities, ordered by geonameid.
    func cities(at url: URL) throws(PlaceImportError) -> [CityRecord] {
        let raw = try JSONFileDecoder(reader: reader).decode([String: RawCity].self, from: url)
        let validator = RecordValidator(file: url.lastPathComponent)
        var cities: [CityRecord] = []
        cities.reserveCapacity(raw.count)
        for city in raw.values {
            cities.append(try city.checked(by: validator))
        }
        return cities.sorted { $0.id < $1.id }
    }
}

// MARK: - File shape

/// One value of the `cities500.json` object, exactly as the file spells it.
private struct RawCity: Decodable {
    let geonameid: Int
    let name: String
    let latitude: Double
    let longitude: Double
    let countrycode: String
    let population: Int
    let timezone: String?
    let admin1code: String?
    let alternatenames: [String]?

    /// The record with names trimmed and values checked.
    func checked(by validator: RecordValidator) throws(PlaceImportError) -> CityRecord {
        let location = "city \(geonameid)"
        return CityRecord(
            id: geonameid,
            name: try validator.nonEmpty(name, field: "name", at: location),
            alternateNames: alternatenames ?? [],
            coordinate: try validator.coordinate(latitude: latitude, longitude: longitude, at: location),
            population: try validator.population(population, at: location),
            countryCode: try validator.nonEmpty(countrycode, field: "countrycode", at: location),
            admin1Code: (admin1code ?? "").trimmingCharacters(in: .whitespaces),
            timeZone: (timezone ?? "").trimmingCharacters(in: .whitespaces)
        )
    }
}
