import CZlib

/// Inflates gzip data through zlib; plain data is returned as it is.
struct GzipInflater: Sendable {
    /// The most bytes an inflated file may hold.
    let maximumBytes: Int

    // MARK: - Inflating

    /// Whether the bytes start with gzip's magic number.
    static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// The inflated bytes of `bytes` (every member of a multi-member file), or `bytes` when they are not gzip.
    func inflated(_ bytes: [UInt8], file: String) throws(ListingImportError) -> [UInt8] {
        guard Self.isGzip(bytes) else { return bytes }
        var stream = z_stream()
        guard inflateInit2_(&stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .brokenGzip(file: file)
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status = Z_OK
        bytes.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            while status == Z_OK || (status == Z_STREAM_END && stream.avail_in > 0) {
                if status == Z_STREAM_END { status = inflateReset(&stream) }
                status = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                if output.count > maximumBytes { return }
            }
        }
        guard output.count <= maximumBytes else { throw .tooLarge(file: file, maximumBytes: maximumBytes) }
        guard status == Z_STREAM_END else { throw .brokenGzip(file: file) }
        return output
    }
}
