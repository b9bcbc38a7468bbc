/// Reads RFC 4180 records from bytes, one at a time: fields split by commas, quoted fields holding commas, line
/// breaks and doubled quotes, records ended by LF or CRLF. Invalid UTF-8 is read with replacement characters.
struct CSVRecordReader {
    /// The name errors give the file.
    let file: String
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1

    /// Reads `bytes`, skipping a UTF-8 byte-order mark.
    init(bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    // MARK: - Reading

    /// The next record and the line it starts on, or nil at the end of the file.
    mutating func next() throws(ListingImportError) -> (line: Int, fields: [String])? {
        guard position < bytes.count else { return nil }
        let start = line
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
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
            case UInt8(ascii: "\r") where position < bytes.count && bytes[position] == UInt8(ascii: "\n"):
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
}
