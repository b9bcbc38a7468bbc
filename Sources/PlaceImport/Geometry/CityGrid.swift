import Foundation
import StaysDomain

/// Cities bucketed into one-degree cells, to find those near a point without scanning them all.
struct CityGrid: Sendable {
    /// A city found near a point, with its distance.
    struct Neighbour: Sendable {
        /// The city.
        let city: CityRecord
        /// Great-circle distance from the point searched around.
        let distanceKilometres: Double
    }

    private static let kilometresPerDegree = 111.2
    private var cells: [Cell: [CityRecord]] = [:]

    /// Buckets the cities by the cell they lie in.
    init(cities: [CityRecord]) {
        for city in cities {
            cells[Cell(city.coordinate), default: []].append(city)
        }
    }

    // MARK: - Searching

    /// The cities within the radius of the point, in no particular order.
    func cities(within radiusKilometres: Double, of point: Coordinate) -> [Neighbour] {
        let latitudeSpan = radiusKilometres / Self.kilometresPerDegree
        let lowestRow = Int(floor(max(point.latitude - latitudeSpan, -90)))
        let highestRow = Int(floor(min(point.latitude + latitudeSpan, 90)))
        let columns = columnRange(around: point, radiusKilometres: radiusKilometres, latitudeSpan: latitudeSpan)
        var found: [Neighbour] = []
        for row in lowestRow...highestRow {
            for column in columns {
                for city in cells[Cell(row: row, column: column)] ?? [] {
                    let distance = point.distanceKilometres(to: city.coordinate)
                    if distance <= radiusKilometres {
                        found.append(Neighbour(city: city, distanceKilometres: distance))
                    }
                }
            }
        }
        return found
    }

    /// The normalised longitude cells to visit: all of them near the poles or for huge radii.
    private func columnRange(around point: Coordinate, radiusKilometres: Double, latitudeSpan: Double) -> [Int] {
        let farthestLatitude = min(abs(point.latitude) + latitudeSpan, 90)
        let kilometresPerLongitudeDegree = Self.kilometresPerDegree * cos(farthestLatitude * .pi / 180)
        let longitudeSpan = radiusKilometres / max(kilometresPerLongitudeDegree, 1e-9)
        guard longitudeSpan < 179 else { return Array(-180..<180) }
        let first = Int(floor(point.longitude - longitudeSpan))
        let last = Int(floor(point.longitude + longitudeSpan))
        return (first...last).map(Cell.normalisedColumn)
    }
}

// MARK: - Cell

/// A one-degree cell: row is the floored latitude, column the floored longitude in -180..<180.
private struct Cell: Hashable {
    let row: Int
    let column: Int

    init(row: Int, column: Int) {
        self.row = row
        self.column = Self.normalisedColumn(column)
    }

    init(_ coordinate: Coordinate) {
        self.init(row: Int(floor(coordinate.latitude)), column: Int(floor(coordinate.longitude)))
    }

    /// The column wrapped into -180..<180.
    static func normalisedColumn(_ column: Int) -> Int {
        ((column + 180) % 360 + 360) % 360 - 180
    }
}
