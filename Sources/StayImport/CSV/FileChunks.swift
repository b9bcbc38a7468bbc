/// A file's bytes as its records are read: inflated as they go when gzip (by the magic bytes, not the name),
/// else as they are.
enum FileChunks: ByteChunkSource {
    /// Bytes that are not gzip, handed out as they are.
    case plain(WholeBytes)
    /// Gzip bytes, inflated chunk by chunk.
    case gzip(GzipStream)

    /// The chunks of `bytes`, inflating at most `maximumBytes` when they are gzip.
    init(_ bytes: [UInt8], file: String, maximumBytes: Int) throws(ListingImportError) {
        self =
            GzipStream.isGzip(bytes)
            ? .gzip(try GzipStream(bytes, file: file, maximumBytes: maximumBytes))
            : .plain(WholeBytes(bytes))
    }

    /// The next chunk, nil at the end.
    mutating func nextChunk() throws(ListingImportError) -> [UInt8]? {
        switch self {
        case .gzip(let stream): return try stream.nextChunk()
        case .plain(var whole):
            let chunk = whole.nextChunk()
            self = .plain(whole)
            return chunk
        }
    }
}
