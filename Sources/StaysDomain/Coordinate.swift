import Foundation

/// A point on the Earth in degrees (WGS 84).
public struct Coordinate: Hashable, Sendable, Codable {
    /// Degrees north of the equator, -90...90.
    public let latitude: Double
    /// Degrees east of Greenwich, -180...180.
    public let longitude: Double

    /// Creates a coordinate without checking its range; use `validated` for outside input.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Creates a coordinate, or throws when either value is out of range or not a number.
    public static func validated(latitude: Double, longitude: Double) throws(PlaceQueryError) -> Coordinate {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .latitudeOutOfRange(latitude)
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .longitudeOutOfRange(longitude)
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    // MARK: - Distance

    /// Great-circle distance in kilometres (haversine on a 6371 km sphere).
    public func distanceKilometres(to other: Coordinate) -> Double {
        let radians = Double.pi / 180
        let deltaLatitude = (other.latitude - latitude) * radians
        let deltaLongitude = (other.longitude - longitude) * radians
        let sinLat = sin(deltaLatitude / 2)
        let sinLon = sin(deltaLongitude / 2)
        let a = sinLat * sinLat + cos(latitude * radians) * cos(other.latitude * radians) * sinLon * sinLon
        return 2 * 6371 * asin(min(1, a.squareRoot()))
    }
}
