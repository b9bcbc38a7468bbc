/// One zoom band of a map file: its precision, its tile grid and where its tile index lies.
struct MapBand: Sendable {
    /// The least zoom the band serves.
    let minimumZoom: Int
    /// The greatest zoom the band serves.
    let maximumZoom: Int
    /// One coordinate unit, in nanodegrees.
    let unitNanodegrees: Int
    /// A tile's side, in millidegrees.
    let tileMillidegrees: Int
    /// How many tiles have data (entries in the index).
    let tileCount: Int
    /// Where the index starts in the file.
    let indexOffset: Int
    /// Where the band's data ends in the file.
    let dataEnd: Int

    /// Tiles from 180° W eastwards.
    var columns: Int { 360_000 / tileMillidegrees }
    /// Tiles from 90° S northwards.
    var rows: Int { 180_000 / tileMillidegrees }
    /// A tile's side in units.
    var tileUnits: Int { tileMillidegrees * 1_000_000 / unitNanodegrees }
    /// One unit in degrees.
    var unitDegrees: Double { Double(unitNanodegrees) / 1e9 }

    // MARK: - Reading

    /// Reads a band's 32-byte record.
    init(reading reader: inout ByteReader) throws(MapFileError) {
        minimumZoom = Int(try reader.integer(UInt8.self))
        maximumZoom = Int(try reader.integer(UInt8.self))
        try reader.skip(2)
        unitNanodegrees = Int(try reader.integer(UInt32.self))
        tileMillidegrees = Int(try reader.integer(UInt32.self))
        tileCount = Int(try reader.integer(UInt32.self))
        guard let indexOffset = Int(exactly: try reader.integer(UInt64.self)),
            let dataEnd = Int(exactly: try reader.integer(UInt64.self))
        else { throw .damaged("a band's offsets are beyond any file") }
        self.indexOffset = indexOffset
        self.dataEnd = dataEnd
    }

    /// Refuses a band whose grid is not whole or whose tables fall outside `fileLength`.
    func validate(fileLength: Int) throws(MapFileError) {
        guard minimumZoom <= maximumZoom, unitNanodegrees > 0, tileMillidegrees > 0,
            180_000 % tileMillidegrees == 0, (tileMillidegrees * 1_000_000) % unitNanodegrees == 0
        else { throw .damaged("a band's grid is not whole") }
        guard 360_000_000_000 / unitNanodegrees <= Int(Int32.max) else {
            throw .damaged("a band's unit is too fine for its coordinates")
        }
        guard indexOffset >= 0, dataEnd <= fileLength, indexOffset <= dataEnd, 12 * tileCount <= dataEnd - indexOffset
        else {
            throw .damaged("a band's index lies outside the file")
        }
    }

    /// Refuses an index whose tiles are out of order or whose data lies outside the band.
    func validateIndex(_ bytes: UnsafeRawBufferPointer) throws(MapFileError) {
        var reader = ByteReader(bytes, from: indexOffset, to: indexOffset + 12 * tileCount)
        let dataStart = indexOffset + 12 * tileCount
        var previous = -1
        for _ in 0..<tileCount {
            let number = Int(try reader.integer(UInt32.self))
            let offset = Int(try reader.integer(UInt32.self))
            let length = Int(try reader.integer(UInt32.self))
            guard number > previous, number < columns * rows else { throw .damaged("a tile index is out of order") }
            guard offset >= dataStart, offset + length <= dataEnd else {
                throw .damaged("a tile lies outside its band")
            }
            previous = number
        }
    }

    /// The data of tile `number` as (offset, length), or nil when it holds nothing (a binary search of the index).
    func tile(_ number: Int, in bytes: UnsafeRawBufferPointer) -> (offset: Int, length: Int)? {
        var low = 0
        var high = tileCount - 1
        while low <= high {
            let middle = (low + high) / 2
            let entry = indexOffset + 12 * middle
            let found = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: entry, as: UInt32.self)))
            if found == number {
                let offset = bytes.loadUnaligned(fromByteOffset: entry + 4, as: UInt32.self)
                let length = bytes.loadUnaligned(fromByteOffset: entry + 8, as: UInt32.self)
                return (Int(UInt32(littleEndian: offset)), Int(UInt32(littleEndian: length)))
            }
            if found < number { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
