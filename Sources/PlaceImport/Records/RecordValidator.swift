import Foundation
import StaysDomain

/// Checks the values of one source file's records, naming the file and record in its errors.
struct RecordValidator: Sendable {
    /// The file's name, as shown in errors.
    let file: String

    // MARK: - Checks

    /// The coordinate, or an error when either value is out of range or not a number.
    func coordinate(latitude: Double, longitude: Double, at location: String) throws(PlaceImportError) -> Coordinate {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .invalidValue(file: file, location: location, field: "latitude", value: String(latitude))
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .invalidValue(file: file, location: location, field: "longitude", value: String(longitude))
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The population, or an error when it is negative.
    func population(_ value: Int, at location: String) throws(PlaceImportError) -> Int {
        guard value >= 0 else {
            throw .invalidValue(file: file, location: location, field: "population", value: String(value))
        }
        return value
    }

    /// The trimmed text, or an error when nothing is left.
    func nonEmpty(_ value: String, field: String, at location: String) throws(PlaceImportError) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw .invalidValue(file: file, location: location, field: field, value: value)
        }
        return trimmed
    }

    /// A number parsed from CSV text, or an error naming the field.
    func number(_ text: String, field: String, at location: String) throws(PlaceImportError) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidValue(file: file, location: location, field: field, value: text)
        }
        return value
    }
}
