import StaysDomain

/// Places bucketed into one-degree cells, for "what is near this point" without scanning everything.
struct SpatialGrid: Sendable {
    private static let columns = 360
    private static let rows = 180

    private let cellStarts: [UInt32]
    private let cellPlaces: [Int32]

    /// Buckets the places for which `include` is true.
    init(latitudes: [Int32], longitudes: [Int32], include: (Int) -> Bool) {
        var counts = [UInt32](repeating: 0, count: Self.columns * Self.rows + 1)
        var cells = [Int](repeating: -1, count: latitudes.count)
        for index in latitudes.indices where include(index) {
            let cell = Self.cell(latitude: latitudes[index], longitude: longitudes[index])
            cells[index] = cell
            counts[cell + 1] += 1
        }
        for cell in 1..<counts.count { counts[cell] += counts[cell - 1] }
        var next = counts
        var places = [Int32](repeating: 0, count: Int(counts.last!))
        for (index, cell) in cells.enumerated() where cell >= 0 {
            places[Int(next[cell])] = Int32(index)
            next[cell] += 1
        }
        cellStarts = counts
        cellPlaces = places
    }

    // MARK: - Searching

    /// Places in rings of cells around the point, nearest rings first, until at least `minimumCount` are found
    /// and `minimumRings` rings were searched, or the whole Earth was.
    func places(around center: Coordinate, minimumCount: Int, minimumRings: Int = 1) -> [Int32] {
        let row = Self.row(latitude: center.latitude)
        let column = Self.column(longitude: center.longitude)
        var found: [Int32] = []
        var ring = 0
        while ring <= Self.columns / 2 {
            for (cellRow, cellColumn) in Self.ring(ring, row: row, column: column) {
                let cell = cellRow * Self.columns + cellColumn
                found.append(contentsOf: cellPlaces[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])])
            }
            if found.count >= minimumCount, ring >= minimumRings { break }
            ring += 1
        }
        return found
    }

    // MARK: - Cells

    private static func ring(_ radius: Int, row: Int, column: Int) -> [(Int, Int)] {
        guard radius > 0 else { return [(row, column)] }
        var cells: [(Int, Int)] = []
        for rowOffset in -radius...radius {
            let cellRow = row + rowOffset
            guard (0..<rows).contains(cellRow) else { continue }
            let onEdge = abs(rowOffset) == radius
            let step = onEdge ? 1 : 2 * radius
            for columnOffset in stride(from: -radius, through: radius, by: step) {
                guard radius * 2 < columns || columnOffset < radius else { continue }
                cells.append((cellRow, ((column + columnOffset) % columns + columns) % columns))
            }
        }
        return cells
    }

    private static func cell(latitude: Int32, longitude: Int32) -> Int {
        row(latitude: Double(latitude) / 100_000) * columns + column(longitude: Double(longitude) / 100_000)
    }

    private static func row(latitude: Double) -> Int {
        min(rows - 1, max(0, Int((latitude + 90).rounded(.down))))
    }

    private static func column(longitude: Double) -> Int {
        min(columns - 1, max(0, Int((longitude + 180).rounded(.down))))
    }
}
