import Foundation
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

    @Test func missingFileIsAClearError() {
        #expect(throws: PlaceIndexFileError.self) {
            try PlaceIndex.load(from: URL(fileURLWithPath: "/nonexistent/places.stayindex"))
        }
    }
}
