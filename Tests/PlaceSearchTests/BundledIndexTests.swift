import PlaceData
import StaysDomain
import Testing

@testable import PlaceSearch

/// The shipped index, loaded once for the suite: real GeoNames and airport data.
@Suite struct BundledIndexTests {
    let suggester: IndexedPlaceSuggester

    init() throws {
        let url = try #require(PlaceDataLocation.bundledIndex)
        suggester = IndexedPlaceSuggester(index: try PlaceIndex.load(from: url))
    }

    private func first(_ text: String, near: Coordinate? = nil) throws -> PlaceSuggestion? {
        try suggester.suggest(SuggestionQuery(text: text, near: near, limit: 10)).first
    }

    @Test func springfieldFollowsTheUser() throws {
        let illinois = Coordinate(latitude: 40.1, longitude: -88.2)
        let massachusetts = Coordinate(latitude: 42.36, longitude: -71.06)
        #expect(try first("Springfield", near: illinois)?.subtitle == "Illinois, United States")
        #expect(try first("springf", near: massachusetts)?.subtitle == "Massachusetts, United States")
    }

    @Test func realQueriesOfEveryKindFindTheirPlace() throws {
        #expect(try first("서울")?.id == "geonames:1835848")
        #expect(try first("lodnon")?.id == "geonames:2643743")
        #expect(try first("Breslau")?.title == "Wrocław")
        #expect(try first("jeju airport")?.id == "airport:CJU")
        #expect(try first("london airports")?.id == "group:airports:LON")
    }

    @Test func nearbyInTheOceanIsNeverEmpty() throws {
        let pointNemo = Coordinate(latitude: -48.88, longitude: -123.39)
        #expect(suggester.nearby(try NearbyQuery(center: pointNemo, limit: 3)).count == 3)
    }
}
