/// Hands out a file's bytes a chunk at a time, so a reader never needs the whole file in memory.
protocol ByteChunkSource {
    /// The next chunk (never empty), or nil after the last.
    mutating func nextChunk() throws(ListingImportError) -> [UInt8]?
}

/// Bytes already in memory, handed out as one chunk.
struct WholeBytes: ByteChunkSource {
    private var bytes: [UInt8]?

    /// Hands out `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes.isEmpty ? nil : bytes
    }

    /// The bytes the first time, then nil.
    mutating func nextChunk() -> [UInt8]? {
        defer { bytes = nil }
        return bytes
    }
}
