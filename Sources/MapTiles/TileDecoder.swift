import StaysDomain

/// Decodes the features of one tile, keeping those of the wanted kinds that cross a box (in units).
struct TileDecoder {
    /// The kinds to keep.
    let kinds: Set<MapFeatureKind>
    /// The box's longitude ranges in units (two when it crosses the antimeridian).
    let longitudes: [ClosedRange<Int32>]
    /// The box's latitude range in units.
    let latitudes: ClosedRange<Int32>

    private static let kindsByCode = MapFeatureKind.allCases

    /// Appends the tile's kept features to `buckets` (one per kind, in `MapFeatureKind` order).
    func decode(
        _ bytes: UnsafeRawBufferPointer, offset: Int, length: Int, origin: (x: Int32, y: Int32),
        into buckets: inout [[MapFeature]]
    ) throws(MapFileError) {
        var reader = ByteReader(bytes, from: offset, to: offset + length)
        while !reader.isAtEnd {
            let code = Int(try reader.integer(UInt8.self))
            guard code < Self.kindsByCode.count else { throw .damaged("a tile names an unknown kind") }
            let kind = Self.kindsByCode[code]
            let count = Int(try reader.varint())
            let keep = kinds.contains(kind)
            var points: [Int32] = []
            if keep { points.reserveCapacity(2 * count) }
            var x = origin.x
            var y = origin.y
            var low = (x: Int32.max, y: Int32.max)
            var high = (x: Int32.min, y: Int32.min)
            for _ in 0..<count {
                x &+= try reader.signedVarint()
                y &+= try reader.signedVarint()
                guard keep else { continue }
                points.append(x)
                points.append(y)
                low = (min(low.x, x), min(low.y, y))
                high = (max(high.x, x), max(high.y, y))
            }
            guard keep, crosses(low: low, high: high) else { continue }
            buckets[code].append(MapFeature(kind: kind, points: points))
        }
    }

    // MARK: - The box

    private func crosses(low: (x: Int32, y: Int32), high: (x: Int32, y: Int32)) -> Bool {
        guard low.y <= latitudes.upperBound, high.y >= latitudes.lowerBound else { return false }
        return longitudes.contains { low.x <= $0.upperBound && high.x >= $0.lowerBound }
    }
}
