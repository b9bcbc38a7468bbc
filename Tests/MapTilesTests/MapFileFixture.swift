/// Writes small map files in the layout `scripts/make-map-data.py` writes, for tests.
struct MapFileFixture {
    /// One feature in whole units: its kind's code and its longitude, latitude pairs.
    struct Feature {
        let kind: UInt8
        let points: [Int32]
    }

    /// One zoom band and the features of its tiles, by tile number.
    struct Band {
        var minimumZoom: UInt8 = 0
        var maximumZoom: UInt8 = 22
        var unitNanodegrees: UInt32 = 1_000_000
        var tileMillidegrees: UInt32 = 10_000
        var tiles: [Int: [Feature]] = [:]

        var columns: Int { 360_000 / Int(tileMillidegrees) }
        var tileUnits: Int { Int(tileMillidegrees) * 1_000_000 / Int(unitNanodegrees) }

        /// The number of the tile holding a longitude and latitude in degrees.
        func tile(longitude: Double, latitude: Double) -> Int {
            let side = Double(tileMillidegrees) / 1000
            return Int((latitude + 90) / side) * columns + Int((longitude + 180) / side)
        }
    }

    let bands: [Band]

    // MARK: - Bytes

    /// The whole file.
    var bytes: [UInt8] {
        let headerSize = 24 + 32 * bands.count
        var records: [UInt8] = []
        var body: [UInt8] = []
        for band in bands {
            let indexOffset = headerSize + body.count
            let numbers = band.tiles.keys.sorted()
            let encoded = numbers.map { encode(band.tiles[$0] ?? [], tile: $0, band: band) }
            var dataOffset = indexOffset + 12 * numbers.count
            for (number, data) in zip(numbers, encoded) {
                body += le(UInt32(number)) + le(UInt32(dataOffset)) + le(UInt32(data.count))
                dataOffset += data.count
            }
            body += encoded.flatMap { $0 }
            records +=
                [band.minimumZoom, band.maximumZoom, 0, 0] + le(band.unitNanodegrees) + le(band.tileMillidegrees)
            records += le(UInt32(numbers.count)) + le(UInt64(indexOffset)) + le(UInt64(headerSize + body.count))
        }
        let length = UInt64(headerSize + body.count)
        return Array("STAYSMAP".utf8) + le(UInt16(1)) + le(UInt16(bands.count)) + le(UInt32(0)) + le(length)
            + records + body
    }

    private func encode(_ features: [Feature], tile: Int, band: Band) -> [UInt8] {
        let rows = band.columns / 2
        var x = Int32((tile % band.columns) * band.tileUnits - band.columns * band.tileUnits / 2)
        var y = Int32((tile / band.columns) * band.tileUnits - rows * band.tileUnits / 2)
        let origin = (x, y)
        var out: [UInt8] = []
        for feature in features {
            (x, y) = origin
            out.append(feature.kind)
            varint(UInt32(feature.points.count / 2), &out)
            for index in stride(from: 0, to: feature.points.count, by: 2) {
                zigzag(feature.points[index] - x, &out)
                zigzag(feature.points[index + 1] - y, &out)
                (x, y) = (feature.points[index], feature.points[index + 1])
            }
        }
        return out
    }

    private func zigzag(_ value: Int32, _ out: inout [UInt8]) {
        varint(UInt32(bitPattern: (value << 1) ^ (value >> 31)), &out)
    }

    private func varint(_ value: UInt32, _ out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }

    private func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
}
