import CZlib

/// Inflates gzip bytes through zlib a chunk at a time (every member of a multi-member file), so a large file is
/// never whole in memory once inflated.
final class GzipStream: ByteChunkSource {
    /// The most bytes one chunk holds.
    static let chunkSize = 1 << 16

    private let input: [UInt8]
    private let file: String
    private let maximumBytes: Int
    private let stream: UnsafeMutablePointer<z_stream>
    private var consumed = 0
    private var produced = 0
    private var finished = false

    /// Whether the bytes start with gzip's magic number.
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// A stream over gzip `input`, refusing to inflate more than `maximumBytes`; `file` names it in errors.
    init(_ input: [UInt8], file: String, maximumBytes: Int) throws(ListingImportError) {
        self.input = input
        self.file = file
        self.maximumBytes = maximumBytes
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard inflateInit2_(stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            throw .brokenGzip(file: file)
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    // MARK: - Inflating

    /// The next inflated chunk, nil at the end; throws `brokenGzip` for damaged or cut-off data and `tooLarge`
    /// past the limit.
    func nextChunk() throws(ListingImportError) -> [UInt8]? {
        while !finished {
            let (status, chunk) = inflateStep()
            switch status {
            case Z_STREAM_END where consumed < input.count: inflateReset(stream)
            case Z_STREAM_END: finished = true
            case Z_OK: break
            default: throw .brokenGzip(file: file)
            }
            produced += chunk.count
            guard produced <= maximumBytes else { throw .tooLarge(file: file, maximumBytes: maximumBytes) }
            if !chunk.isEmpty { return chunk }
        }
        return nil
    }

    /// One call of `inflate` over the unread input into a new chunk.
    private func inflateStep() -> (status: Int32, chunk: [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        let status = input.withUnsafeBufferPointer { source in
            chunk.withUnsafeMutableBufferPointer { target in
                let remaining = source.count - consumed
                stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress.map { $0 + consumed })
                stream.pointee.avail_in = UInt32(min(remaining, Int(UInt32.max)))
                stream.pointee.next_out = target.baseAddress
                stream.pointee.avail_out = UInt32(target.count)
                let status = inflate(stream, Z_NO_FLUSH)
                consumed += min(remaining, Int(UInt32.max)) - Int(stream.pointee.avail_in)
                return status
            }
        }
        chunk.removeLast(Int(stream.pointee.avail_out))
        return (status, chunk)
    }
}
