import Foundation
import StaysDomain

/// A latitude/longitude rectangle that never crosses the antimeridian, for the R*Tree.
package struct CoordinateRectangle: Hashable, Sendable {
    /// Southern edge in degrees.
    package let south: Double
    /// Northern edge in degrees.
    package let north: Double
    /// Western edge in degrees.
    package let west: Double
    /// Eastern edge in degrees.
    package let east: Double
}

/// Turns a stay area into rectangles that hold every stay inside it (a cheap index prefilter) and the exact test.
package struct AreaPrefilter: Sendable {
    /// Kilometres per degree of latitude on the 6371 km sphere `Coordinate` measures on.
    static let kilometresPerDegree = 6371 * Double.pi / 180

    /// The area.
    package let area: StayArea

    /// Prefilters `area`.
    package init(area: StayArea) {
        self.area = area
    }

    // MARK: - Prefilter

    /// One rectangle, or two when the area crosses the antimeridian.
    package var rectangles: [CoordinateRectangle] {
        switch area {
        case .box(let box):
            return Self.split(
                south: box.southWest.latitude, north: box.northEast.latitude,
                west: box.southWest.longitude, east: box.northEast.longitude)
        case .place(_, let center, let radius):
            let latitudeSpan = radius / Self.kilometresPerDegree * 1.001
            let south = max(-90, center.latitude - latitudeSpan)
            let north = min(90, center.latitude + latitudeSpan)
            let widest = max(abs(south), abs(north))
            let cosine = cos(widest * Double.pi / 180)
            guard widest < 89, latitudeSpan / cosine < 180 else {
                return [CoordinateRectangle(south: south, north: north, west: -180, east: 180)]
            }
            let longitudeSpan = latitudeSpan / cosine
            return Self.split(
                south: south, north: north, west: Self.wrap(center.longitude - longitudeSpan),
                east: Self.wrap(center.longitude + longitudeSpan))
        }
    }

    // MARK: - Exact test

    /// Whether the stay lies in the area, and its distance from the centre when the area is around a place.
    func admits(_ coordinate: Coordinate) -> (inside: Bool, distance: Double?) {
        switch area {
        case .box(let box):
            return (box.contains(coordinate), nil)
        case .place(_, let center, let radius):
            let distance = center.distanceKilometres(to: coordinate)
            return (distance <= radius, distance)
        }
    }

    // MARK: - Geometry

    private static func wrap(_ longitude: Double) -> Double {
        longitude > 180 ? longitude - 360 : longitude < -180 ? longitude + 360 : longitude
    }

    private static func split(south: Double, north: Double, west: Double, east: Double) -> [CoordinateRectangle] {
        guard west > east else { return [CoordinateRectangle(south: south, north: north, west: west, east: east)] }
        return [
            CoordinateRectangle(south: south, north: north, west: west, east: 180),
            CoordinateRectangle(south: south, north: north, west: -180, east: east),
        ]
    }
}
