import Foundation
import StaysDomain

/// One contiguous key range of grid cells to scan, with the rectangle its stays must lie in.
package struct CellSpan: Hashable, Sendable {
    /// The cells of one grid row.
    package let cells: ClosedRange<Int>
    /// The rectangle the stays must lie in (its longitudes cut to the circle's width in this row).
    package let rectangle: CoordinateRectangle
}

extension AreaPrefilter {
    // MARK: - Cell spans

    /// The key ranges of grid cells holding every stay of the area: one per grid row of each rectangle. Around a
    /// place each row is cut to the circle's widest extent within the row, so a search reads about π/4 of the
    /// bounding box instead of all of it.
    package var cellSpans: [CellSpan] {
        rectangles.flatMap { rectangle -> [CellSpan] in
            SpatialGrid.rows(of: rectangle).compactMap { row -> CellSpan? in
                let cut = clipped(rectangle, toRowFrom: row.south, to: row.north)
                return cut.map { CellSpan(cells: SpatialGrid.cells(ofRow: row.index, in: $0), rectangle: $0) }
            }
        }
    }

    /// The rectangle's longitudes cut to where the circle reaches between two latitudes (nil: nowhere in the
    /// rectangle); a box area is not cut.
    private func clipped(_ rectangle: CoordinateRectangle, toRowFrom south: Double, to north: Double)
        -> CoordinateRectangle?
    {
        guard case .place(_, let center, let radius) = area,
            let reach = Self.longitudeReach(around: center, radius: radius, from: south, to: north)
        else { return rectangle }
        let hull = [-360.0, 0, 360].compactMap { shift -> (Double, Double)? in
            let (west, east) = (
                max(rectangle.west, center.longitude - reach + shift),
                min(rectangle.east, center.longitude + reach + shift)
            )
            return west <= east ? (west, east) : nil
        }
        guard let west = hull.map(\.0).min(), let east = hull.map(\.1).max() else { return nil }
        return CoordinateRectangle(south: rectangle.south, north: rectangle.north, west: west, east: east)
    }

    /// The most degrees of longitude from the centre that a point within `radius` km (by `distanceKilometres`'
    /// haversine) can lie between two latitudes, with a margin; nil when every longitude can.
    static func longitudeReach(around center: Coordinate, radius: Double, from south: Double, to north: Double)
        -> Double?
    {
        let radians = Double.pi / 180
        func haversine(_ angle: Double) -> Double { sin(angle / 2) * sin(angle / 2) }
        let nearest = min(max(center.latitude, south), north)
        let farthest = abs(south) > abs(north) ? south : north
        let room = haversine(radius / 6371) - haversine((nearest - center.latitude) * radians)
        let scale = cos(center.latitude * radians) * cos(farthest * radians)
        guard scale > 1e-12 else { return nil }
        let ratio = max(0, room) / scale
        guard ratio < 1 else { return nil }
        return 2 * asin(ratio.squareRoot()) / radians * 1.001 + 1e-6
    }
}
