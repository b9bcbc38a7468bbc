/// libFuzzer entry: the CSV reader `stays import` reads Inside Airbnb's files with. Any bytes must give records or
/// an unclosed-quote error; records start on lines that only grow, and a record written back in RFC 4180 form
/// reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVRecords(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = CSVRecordReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)), file: "fuzz.csv")
    var lastLine = 0
    while let record = try? reader.next() {
        require(record.line > lastLine, "record at line \(record.line) after line \(lastLine)")
        require(!record.fields.isEmpty, "a record without fields")
        lastLine = record.line
        var quoted: [UInt8] = []
        for (position, field) in record.fields.enumerated() {
            if position > 0 { quoted.append(UInt8(ascii: ",")) }
            quoted.append(UInt8(ascii: "\""))
            for byte in field.utf8 { quoted += byte == UInt8(ascii: "\"") ? [byte, byte] : [byte] }
            quoted.append(UInt8(ascii: "\""))
        }
        var again = CSVRecordReader(bytes: quoted + [UInt8(ascii: "\n")], file: "again.csv")
        let reread = try? again.next()?.fields
        require(reread == record.fields, "\(record.fields) read back as \(String(describing: reread))")
    }
    return 0
}
