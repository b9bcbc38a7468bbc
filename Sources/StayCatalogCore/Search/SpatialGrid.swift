/// A grid of 0.02° × 0.02° cells numbered row by row from the south-west corner, the leading key of the table
/// searching scans: the stays of one grid row inside a rectangle are one contiguous range of keys.
package enum SpatialGrid {
    /// The side of a cell, in degrees.
    static let cellDegrees = 0.02
    /// Cells in one row, around the globe.
    static let columns = 18_000
    /// Rows from pole to pole.
    static let rows = 9_000

    /// The cell of a stay no search may find (an unlisted one): below every cell of the grid.
    package static let unlistedCell = -1

    // MARK: - Cells

    /// The cell holding a coordinate; the poles and the antimeridian fall in the last row and column.
    package static func cell(latitude: Double, longitude: Double) -> Int {
        row(of: latitude) * columns + column(of: longitude)
    }

    /// The grid rows the rectangle touches, south to north, each with the latitudes it spans (the rectangle must
    /// not cross the antimeridian; `AreaPrefilter` splits those).
    static func rows(of rectangle: CoordinateRectangle) -> [(index: Int, south: Double, north: Double)] {
        (row(of: rectangle.south)...row(of: rectangle.north)).map { row in
            (row, Double(row) * cellDegrees - 90, Double(row + 1) * cellDegrees - 90)
        }
    }

    /// The key range of one grid row between the rectangle's western and eastern edges.
    static func cells(ofRow row: Int, in rectangle: CoordinateRectangle) -> ClosedRange<Int> {
        (row * columns + column(of: rectangle.west))...(row * columns + column(of: rectangle.east))
    }

    // MARK: - Axes

    private static func row(of latitude: Double) -> Int {
        min(rows - 1, max(0, Int((latitude + 90) / cellDegrees)))
    }

    private static func column(of longitude: Double) -> Int {
        min(columns - 1, max(0, Int((longitude + 180) / cellDegrees)))
    }
}
