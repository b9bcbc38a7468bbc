@testable import StayImport

/// Hands out bytes a few at a time, so a reader meets every chunk boundary a real stream can have.
struct ChunkedBytes: ByteChunkSource {
    private var bytes: ArraySlice<UInt8>
    private let size: Int

    /// Hands out `bytes` in chunks of `size`.
    init(_ bytes: [UInt8], size: Int) {
        self.bytes = bytes[...]
        self.size = size
    }

    mutating func nextChunk() -> [UInt8]? {
        guard !bytes.isEmpty else { return nil }
        defer { bytes = bytes.dropFirst(size) }
        return Array(bytes.prefix(size))
    }
}
