import Foundation
import PlaceSearchTestSupport
import StaysTestSupport
import Testing

@testable import PlaceSearch

@Suite struct PlaceIndexFileTests {
    let storage = PlaceIndexBuilder().buildStorage(PlaceWorldFixture.sourceData(), folder: TextFolder())

    @Test func encodedIndexReadsBackEqual() throws {
        #expect(try PlaceIndexFile.decode(PlaceIndexFile.encode(storage)) == storage)
    }

    @Test func wrongMagicIsRefused() {
        #expect(throws: PlaceIndexFileError.notAnIndex) { try PlaceIndexFile.decode(Data("hello".utf8)) }
    }

    @Test func truncatedFileIsRefused() {
        let data = PlaceIndexFile.encode(storage)
        #expect(throws: PlaceIndexFileError.truncated) { try PlaceIndexFile.decode(data.prefix(data.count - 9)) }
    }

    @Test func damagedReferenceIsRefused() {
        var damaged = storage
        damaged.nameOwners[0] = Int32(damaged.placeCount + 5)
        #expect(throws: PlaceIndexFileError.inconsistent) {
            try PlaceIndexFile.decode(PlaceIndexFile.encode(damaged))
        }
    }

    @Test func anIndexOfTheFormerFormatIsRefusedByItsVersion() {
        // Given an index whose version field (after the 8 magic bytes and the 8-byte count) says 3, the format
        // before heliports, seaplane bases and closed fields had their own kind code
        var data = PlaceIndexFile.encode(storage)
        data[data.startIndex + 16] = 3

        // Then reading it names the version instead of misreading the file
        #expect(throws: PlaceIndexFileError.unsupportedVersion(3)) { try PlaceIndexFile.decode(data) }
        #expect(
            PlaceIndexFileError.unsupportedVersion(3).description == "place index format version 3 is not supported")
    }

    @Test func namesFoundAtImportAreStoredAndReadBack() throws {
        // Given the fixture world's storage, with its flags worked out at build time
        let flagged = storage.nameFlags.filter { $0 != 0 }.count

        // Then every name has a byte, some are flagged, and loading keeps them
        #expect(storage.nameFlags.count == storage.names.count)
        #expect(flagged > 0)
        #expect(try PlaceIndexFile.decode(PlaceIndexFile.encode(storage)).nameFlags == storage.nameFlags)
    }

    @Test func aFlagListOfTheWrongLengthIsRefused() {
        var damaged = storage
        damaged.nameFlags.removeLast()
        #expect(throws: PlaceIndexFileError.inconsistent) {
            try PlaceIndexFile.decode(PlaceIndexFile.encode(damaged))
        }
    }

    @Test func missingFileIsAClearError() {
        #expect(throws: PlaceIndexFileError.self) {
            try PlaceIndex.load(from: URL(fileURLWithPath: "/nonexistent/places.stayindex"))
        }
    }
}
