/// A hard limit on where results may lie; unlike `near`, places outside are never returned.
public enum SearchBounds: Hashable, Sendable {
    /// Only places in the country with this ISO 3166-1 alpha-2 code (e.g. "KR").
    case country(String)
    /// Only places inside this box.
    case box(BoundingBox)
}

/// A latitude/longitude rectangle; a box whose west edge is east of its east edge crosses the antimeridian.
public struct BoundingBox: Hashable, Sendable, Codable {
    /// The south-west corner.
    public let southWest: Coordinate
    /// The north-east corner.
    public let northEast: Coordinate

    /// Creates a box from its south-west and north-east corners.
    public init(southWest: Coordinate, northEast: Coordinate) throws(PlaceQueryError) {
        guard southWest.latitude <= northEast.latitude else { throw .invalidBoundingBox }
        self.southWest = southWest
        self.northEast = northEast
    }

    /// Whether the box holds the coordinate.
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard (southWest.latitude...northEast.latitude).contains(coordinate.latitude) else { return false }
        if southWest.longitude <= northEast.longitude {
            return (southWest.longitude...northEast.longitude).contains(coordinate.longitude)
        }
        return coordinate.longitude >= southWest.longitude || coordinate.longitude <= northEast.longitude
    }
}
