/// Reads little-endian numbers and varints from a byte range, refusing to read past its end.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    private(set) var position: Int
    private let end: Int

    /// A reader of `bytes` from `start` up to `end`.
    init(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) {
        self.bytes = bytes
        self.position = start
        self.end = min(end, bytes.count)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= end }

    // MARK: - Reading

    /// A fixed-size little-endian integer.
    mutating func integer<T: FixedWidthInteger>(_: T.Type) throws(MapFileError) -> T {
        let size = MemoryLayout<T>.size
        guard position + size <= end else { throw .damaged("a table ends early") }
        let value = bytes.loadUnaligned(fromByteOffset: position, as: T.self)
        position += size
        return T(littleEndian: value)
    }

    /// An unsigned LEB128 varint of at most 32 bits.
    mutating func varint() throws(MapFileError) -> UInt32 {
        var value: UInt32 = 0
        var shift: UInt32 = 0
        while true {
            guard position < end, shift < 32 else { throw .damaged("a tile's points end early") }
            let byte = bytes[position]
            position += 1
            value |= UInt32(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A zigzag varint: 0, -1, 1, -2, … as 0, 1, 2, 3, ….
    mutating func signedVarint() throws(MapFileError) -> Int32 {
        let raw = try varint()
        return Int32(bitPattern: raw >> 1) ^ -Int32(bitPattern: raw & 1)
    }

    /// Skips `count` bytes.
    mutating func skip(_ count: Int) throws(MapFileError) {
        guard position + count <= end else { throw .damaged("a table ends early") }
        position += count
    }
}
