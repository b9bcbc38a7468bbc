/// A grid of 0.02° × 0.02° cells numbered row by row from the south-west corner, the leading key of the table
/// searching scans: the stays of one grid row inside a rectangle are one contiguous range of keys.
package enum SpatialGrid {
    /// The side of a cell, in degrees.
    static let cellDegrees = 0.02
    /// Cells in one row, around the globe.
    static let columns = 18_000
    /// Rows from pole to pole.
    static let rows = 9_000

    // MARK: - Cells

    /// The cell holding a coordinate; the poles and the antimeridian fall in the last row and column.
    package static func cell(latitude: Double, longitude: Double) -> Int {
        row(of: latitude) * columns + column(of: longitude)
    }

    /// The key range of each grid row the rectangle touches, south to north (the rectangle must not cross the
    /// antimeridian; `AreaPrefilter` splits those).
    package static func ranges(of rectangle: CoordinateRectangle) -> [ClosedRange<Int>] {
        let (west, east) = (column(of: rectangle.west), column(of: rectangle.east))
        return (row(of: rectangle.south)...row(of: rectangle.north)).map { row in
            (row * columns + west)...(row * columns + east)
        }
    }

    // MARK: - Axes

    private static func row(of latitude: Double) -> Int {
        min(rows - 1, max(0, Int((latitude + 90) / cellDegrees)))
    }

    private static func column(of longitude: Double) -> Int {
        min(columns - 1, max(0, Int((longitude + 180) / cellDegrees)))
    }
}
