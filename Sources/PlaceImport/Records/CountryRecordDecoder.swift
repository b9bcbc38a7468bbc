import Foundation
import StaysDomain

/// Reads GeoNames `countries.json` (an object keyed by ISO code) into checked country records.
struct CountryRecordDecoder: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Decoding

    /// The countries, ordered by ISO code.
    func countries(at url: URL) throws(PlaceImportError) -> [CountryRecord] {
        let raw = try JSONFileDecoder(reader: reader).decode([String: RawCountry].self, from: url)
        let validator = RecordValidator(file: url.lastPathComponent)
        var countries: [CountryRecord] = []
        for (key, country) in raw {
            let location = "country \(key)"
            countries.append(
                CountryRecord(
                    code: try validator.nonEmpty(country.iso, field: "iso", at: location),
                    code3: (country.iso3 ?? "").trimmingCharacters(in: .whitespaces),
                    name: try validator.nonEmpty(country.name, field: "name", at: location),
                    capital: (country.capital ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                    population: try validator.population(country.population ?? 0, at: location)
                ))
        }
        return countries.sorted { $0.code < $1.code }
    }
}

// MARK: - File shape

/// One value of the `countries.json` object, limited to the fields the importer uses.
private struct RawCountry: Decodable {
    let iso: String
    let iso3: String?
    let name: String
    let capital: String?
    let population: Int?
}
