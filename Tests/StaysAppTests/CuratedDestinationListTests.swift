import Foundation
import PlaceData
import StaysDomain
import StaysTestSupport
import Testing

@testable import StaysApp

@Suite struct CuratedDestinationListTests {
    private static let url = URL(fileURLWithPath: "/destinations.tsv")
    private static let paris = Place.fixture(id: "geonames:2988507", name: "Paris")
    private static let london = Place.fixture(id: "geonames:2643743", name: "London")

    private static func list(_ text: String, places: [Place] = [paris, london]) -> CuratedDestinationList {
        CuratedDestinationList(
            file: url, lookup: PlaceLookupStub(places: places), reader: FileReaderStub(textByPath: [url.path: text]))
    }

    // MARK: - Listing

    @Test func placesComeInTheFilesOrderUpToTheLimit() async throws {
        let text = "# note\nid\tname\ngeonames:2643743\tLondon\ngeonames:2988507\tParis\n"
        #expect(try await Self.list(text).popularDestinations(limit: 5).map(\.name) == ["London", "Paris"])
        #expect(try await Self.list(text).popularDestinations(limit: 1).map(\.name) == ["London"])
        #expect(try await Self.list(text).popularDestinations(limit: 0).isEmpty)
    }

    @Test func aPlaceTheIndexLacksIsLeftOut() async throws {
        let text = "id\tname\ngeonames:1\tNowhere\ngeonames:2988507\tParis\n"
        #expect(try await Self.list(text).popularDestinations(limit: 5).map(\.name) == ["Paris"])
    }

    @Test(arguments: ["geonames:1 London\n", "geonames:1\t\n", "london\tLondon\n", "geonames:1\tLondon\textra\n"])
    func aMalformedRowIsRefusedWithItsLine(row: String) async throws {
        await #expect(throws: DestinationFile.MalformedRow.self) {
            try await Self.list("id\tname\n" + row).popularDestinations(limit: 5)
        }
        #expect(throws: DestinationFile.MalformedRow(line: 2)) {
            try DestinationFile.ids(in: Data(("id\tname\n" + row).utf8))
        }
    }

    // MARK: - The shipped file

    @Test func theShippedFileReadsAndNamesOverAHundredPlaces() throws {
        let url = try #require(PlaceDataLocation.destinations)
        let ids = try DestinationFile.ids(in: Data(contentsOf: url))
        #expect(ids.count > 100)
        #expect(Set(ids).count == ids.count)
    }
}
