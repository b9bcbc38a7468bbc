/// Reads RFC 4180 records from bytes as they come, one at a time: fields split by commas, quoted fields holding
/// commas, line breaks and doubled quotes, records ended by LF or CRLF. Invalid UTF-8 is read with replacement
/// characters; a field longer than `maximumFieldBytes` is an error, not a memory blow-up.
struct CSVRecordReader<Source: ByteChunkSource> {
    /// The most bytes one field may hold.
    static var maximumFieldBytes: Int { 1 << 20 }

    /// The name errors give the file.
    let file: String
    private var source: Source
    private var buffer: [UInt8] = []
    private var position = 0
    private var line = 1
    private var started = false

    /// Reads the chunks of `source`, skipping a UTF-8 byte-order mark.
    init(source: Source, file: String) {
        self.file = file
        self.source = source
    }

    // MARK: - Reading

    /// The next record and the line it starts on, or nil at the end of the file.
    mutating func next() throws(ListingImportError) -> (line: Int, fields: [String])? {
        guard try hasByte() else { return nil }
        let start = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        while try hasByte() {
            let byte = buffer[position]
            position += 1
            guard field.count < Self.maximumFieldBytes else {
                throw .fieldTooLong(file: file, line: start, maximumBytes: Self.maximumFieldBytes)
            }
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if try peek() == UInt8(ascii: "\"") {
                        field.append(byte)
                        position += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where field.isEmpty: quoted = true
            case UInt8(ascii: ","):
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
            case UInt8(ascii: "\r") where try peek() == UInt8(ascii: "\n"):
                continue
            case UInt8(ascii: "\n"):
                line += 1
                fields.append(String(decoding: field, as: UTF8.self))
                return (start, fields)
            default: field.append(byte)
            }
        }
        guard !quoted else { throw .unterminatedQuote(file: file, line: start) }
        fields.append(String(decoding: field, as: UTF8.self))
        return (start, fields)
    }

    // MARK: - Buffer

    /// The byte after the current one without reading past it, nil at the end of the file.
    private mutating func peek() throws(ListingImportError) -> UInt8? {
        try hasByte() ? buffer[position] : nil
    }

    /// Whether a byte is left, fetching the next chunk when the buffer is used up.
    private mutating func hasByte() throws(ListingImportError) -> Bool {
        if !started { try skipByteOrderMark() }
        while position >= buffer.count {
            guard let chunk = try source.nextChunk() else { return false }
            buffer = chunk
            position = 0
        }
        return true
    }

    /// Reads the first three bytes, however the source splits them, and steps over a UTF-8 byte-order mark.
    private mutating func skipByteOrderMark() throws(ListingImportError) {
        started = true
        while buffer.count < 3, let chunk = try source.nextChunk() { buffer += chunk }
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }
}

extension CSVRecordReader where Source == WholeBytes {
    /// Reads bytes already in memory, skipping a UTF-8 byte-order mark.
    init(bytes: [UInt8], file: String) {
        self.init(source: WholeBytes(bytes), file: file)
    }
}
