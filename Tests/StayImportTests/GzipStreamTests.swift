import Testing

@testable import StayImport

/// Gzip inflated a chunk at a time: whole files, files of several members, and damaged or oversized ones.
@Suite struct GzipStreamTests {
    private static let text = (1...20_000).map { "\($0),\"row \($0)\nof a \"\"listing\"\"\"\n" }.joined()

    private static func inflated(_ bytes: [UInt8], maximumBytes: Int = 1 << 30) throws(ListingImportError) -> [UInt8] {
        var chunks = try FileChunks(bytes, file: "l.csv.gz", maximumBytes: maximumBytes)
        var output: [UInt8] = []
        while let chunk = try chunks.nextChunk() { output += chunk }
        return output
    }

    @Test func aFileLargerThanOneChunkInflatesToWhatWasCompressed() throws {
        let gzip = [UInt8](try ListingFiles.gzipped(Self.text))
        #expect(GzipStream.isGzip(gzip))
        #expect(Array(Self.text.utf8).count > GzipStream.chunkSize)
        #expect(try Self.inflated(gzip) == Array(Self.text.utf8))
    }

    @Test func membersOfAConcatenatedFileFollowEachOther() throws {
        let gzip = [UInt8](try ListingFiles.gzipped("first\n")) + [UInt8](try ListingFiles.gzipped("second\n"))
        #expect(try Self.inflated(gzip) == Array("first\nsecond\n".utf8))
    }

    @Test func plainBytesAreReadAsTheyAre() throws {
        #expect(try Self.inflated(Array("id,name\n".utf8)) == Array("id,name\n".utf8))
    }

    @Test func aCutOffOrDamagedFileIsBrokenGzip() throws {
        let gzip = [UInt8](try ListingFiles.gzipped(Self.text))
        #expect(throws: ListingImportError.brokenGzip(file: "l.csv.gz")) {
            try Self.inflated(Array(gzip.dropLast(gzip.count / 2)))
        }
        #expect(throws: ListingImportError.brokenGzip(file: "l.csv.gz")) {
            try Self.inflated(Array(gzip.prefix(10)) + [UInt8](repeating: 0xFF, count: 64))
        }
    }

    @Test func inflatingPastTheLimitStops() throws {
        let gzip = [UInt8](try ListingFiles.gzipped(Self.text))
        #expect(throws: ListingImportError.tooLarge(file: "l.csv.gz", maximumBytes: 1000)) {
            try Self.inflated(gzip, maximumBytes: 1000)
        }
    }
}
