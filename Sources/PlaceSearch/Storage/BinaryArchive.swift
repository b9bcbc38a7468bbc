import Foundation

/// Writes arrays of fixed-width values back to back, each after its element count.
struct BinaryArchiveWriter {
    private(set) var data = Data()

    /// Appends raw bytes with no count (a magic number or version).
    mutating func writeRaw(_ bytes: [UInt8]) {
        data.append(contentsOf: bytes)
    }

    /// Appends an array: its count as UInt64, then its elements' bytes (little endian, as on every target).
    mutating func write<Element: BitwiseCopyable>(_ array: [Element]) {
        var count = UInt64(array.count).littleEndian
        withUnsafeBytes(of: &count) { data.append(contentsOf: $0) }
        array.withUnsafeBytes { data.append(contentsOf: $0) }
    }

    /// Appends a pool as its offsets then its bytes.
    mutating func write(_ pool: StringPool) {
        write(pool.offsets)
        write(pool.bytes)
    }
}

/// Reads what `BinaryArchiveWriter` wrote, checking every length against what is left.
struct BinaryArchiveReader {
    private let data: Data
    private var position: Int

    /// Starts reading at the beginning of the data.
    init(data: Data) {
        self.data = data
        self.position = data.startIndex
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position == data.endIndex }

    /// Reads `count` raw bytes.
    mutating func readRaw(count: Int) throws(PlaceIndexFileError) -> [UInt8] {
        guard data.endIndex - position >= count else { throw .truncated }
        defer { position += count }
        return [UInt8](data[position..<(position + count)])
    }

    /// Reads an array written by `write(_:)`.
    mutating func read<Element: BitwiseCopyable>(_: Element.Type) throws(PlaceIndexFileError) -> [Element] {
        let countBytes = try readRaw(count: 8)
        let count = countBytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        let stride = MemoryLayout<Element>.stride
        guard count <= UInt64(data.endIndex - position) / UInt64(max(stride, 1)) else { throw .truncated }
        let elementCount = Int(count)
        guard elementCount > 0 else { return [] }
        let byteCount = elementCount * stride
        let array = [Element](unsafeUninitializedCapacity: elementCount) { buffer, initialized in
            data.withUnsafeBytes { raw in
                let source = raw.baseAddress!.advanced(by: position - data.startIndex)
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: source, byteCount: byteCount)
            }
            initialized = elementCount
        }
        position += byteCount
        return array
    }

    /// Reads a pool and checks its offsets stay inside its bytes.
    mutating func readPool() throws(PlaceIndexFileError) -> StringPool {
        let offsets = try read(UInt32.self)
        let bytes = try read(UInt8.self)
        guard let last = offsets.last, offsets.first == 0, Int(last) == bytes.count else { throw .inconsistent }
        return StringPool(offsets: offsets, bytes: bytes)
    }
}
