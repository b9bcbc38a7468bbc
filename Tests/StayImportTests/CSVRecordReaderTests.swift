import Testing

@testable import StayImport

/// RFC 4180 records: quotes, doubled quotes, line breaks inside fields, CRLF, and files that end badly.
@Suite struct CSVRecordReaderTests {
    private static func records(_ text: String) throws(ListingImportError) -> [[String]] {
        var reader = CSVRecordReader(bytes: Array(text.utf8), file: "t.csv")
        var records: [[String]] = []
        while let record = try reader.next() { records.append(record.fields) }
        return records
    }

    @Test func quotedFieldsKeepCommasQuotesAndLineBreaks() throws {
        let records = try Self.records("a,b,c\r\n1,\"x, \"\"y\"\"\r\nz\",3\n")
        #expect(records == [["a", "b", "c"], ["1", "x, \"y\"\r\nz", "3"]])
    }

    @Test func onlyTheCarriageReturnOfALineBreakIsDropped() throws {
        #expect(try Self.records("\"a\r\"\r\nb\r\rc\n") == [["a\r"], ["b\r\rc"]])
    }

    @Test func recordsStartOnTheLineTheirFirstFieldIsOn() throws {
        var reader = CSVRecordReader(bytes: Array("h\n\"one\ntwo\"\nthree".utf8), file: "t.csv")
        #expect(try reader.next()?.line == 1)
        #expect(try reader.next()?.line == 2)
        #expect(try reader.next().map { [String($0.line)] + $0.fields } == ["4", "three"])
        #expect(try reader.next() == nil)
    }

    @Test func aByteOrderMarkAndInvalidUTF8AreNoError() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("id,name\n1,".utf8) + [0xFF] + Array("x\n".utf8)
        var reader = CSVRecordReader(bytes: bytes, file: "t.csv")
        #expect(try reader.next()?.fields == ["id", "name"])
        #expect(try reader.next()?.fields == ["1", "\u{FFFD}x"])
    }

    @Test func anUnclosedQuoteIsAnErrorNamingItsLine() {
        #expect(throws: ListingImportError.unterminatedQuote(file: "t.csv", line: 2)) {
            try Self.records("a,b\n1,\"never closed\n2,3\n")
        }
    }

    @Test(arguments: [1, 2, 3, 7])
    func recordsReadInSmallChunksAreTheSame(size: Int) throws {
        let text = "\u{FEFF}a,b\r\n1,\"x, \"\"y\"\"\r\nz\"\r\n\"\"\"\"\"\",\r\n"
        var whole = CSVRecordReader(bytes: Array(text.utf8), file: "t.csv")
        var chunked = CSVRecordReader(source: ChunkedBytes(Array(text.utf8), size: size), file: "t.csv")
        var records: [[String]] = []
        while let record = try whole.next() {
            #expect(try chunked.next()?.fields == record.fields)
            records.append(record.fields)
        }
        #expect(try chunked.next() == nil)
        #expect(records == [["a", "b"], ["1", "x, \"y\"\r\nz"], ["\"\"", ""]])
    }

    @Test func anEmptyFileHasNoRecords() throws {
        #expect(try Self.records("") == [])
    }

    @Test func aHugeFieldIsAnErrorNamingItsLine() {
        let limit = CSVRecordReader<WholeBytes>.maximumFieldBytes
        #expect(throws: ListingImportError.fieldTooLong(file: "t.csv", line: 2, maximumBytes: limit)) {
            try Self.records("a\n\"" + String(repeating: "x", count: limit + 1) + "\"\n")
        }
    }
}
