import PlaceSearchTestSupport
import StaysDomain
import StaysTestSupport
import Testing

@testable import PlaceSearch

@Suite struct SuggestionRankingTests {
    let suggester = makeFixtureSuggester()

    @Test func withoutNearTheMostPopulousNamesakeComesFirst() throws {
        #expect(try suggester.suggest("Springfield").first?.id == "geonames:4409896")
    }

    @Test func nearIllinoisPutsSpringfieldIllinoisFirst() throws {
        let results = try suggester.suggest("Springfield", near: PlaceWorldFixture.chicago)
        #expect(results.first?.id == "geonames:4250542")
    }

    @Test func nearMassachusettsPutsSpringfieldMassachusettsFirst() throws {
        let results = try suggester.suggest("Springf", near: PlaceWorldFixture.boston)
        #expect(results.first?.id == "geonames:4951788")
    }

    @Test func sharedNameIsOfferedAsOneGroupBesideTheBestPlaces() throws {
        let results = try suggester.suggest("Springfield", near: PlaceWorldFixture.chicago)
        let group = try #require(results.first { $0.kind == .group })
        #expect(group.id == "group:name:springfield")
        #expect(group.matchCount == 4)
        #expect(group.subtitle == "4 places · United States")
        #expect(results.firstIndex { $0.kind == .group } == 1)
    }

    @Test func noTwoRowsReadTheSame() throws {
        let results = try suggester.suggest("Spr", limit: 20)
        let lines = results.map { $0.title + "|" + $0.subtitle }
        #expect(Set(lines).count == lines.count)
    }

    @Test func kindsAreReported() throws {
        #expect(try suggester.suggest("Illin").first?.kind == .region)
        #expect(try suggester.suggest("South Kor").first?.kind == .country)
        #expect(try suggester.suggest("Seoul airports").first?.kind == .group)
    }

    @Test func highlightsAreUTF16RangesOfTheMatchedPart() throws {
        let rio = try #require(try suggester.suggest("rio de j").first)
        #expect(
            rio.titleHighlights == [
                TextRange(location: 0, length: 3), TextRange(location: 4, length: 2), TextRange(location: 7, length: 1),
            ])
        let zurich = try #require(try suggester.suggest("zur").first)
        #expect(zurich.titleHighlights == [TextRange(location: 0, length: 3)])
        let seoul = try #require(try suggester.suggest("서").first)
        #expect(seoul.titleHighlights == [TextRange(location: 0, length: 1)])
    }

    @Test func countryBoundsExcludeEverythingElse() throws {
        let results = try suggester.suggest("s", limit: 20, bounds: .country("KR"))
        #expect(!results.isEmpty)
        let korean: Set<PlaceID> = [
            "geonames:1835848", "region:KR-11", "country:KR", "airport:ICN", "airport:GMP", "airport:CJU",
            "group:airports:SEL",
        ]
        #expect(results.allSatisfy { korean.contains($0.id) })
    }

    @Test func boxBoundsExcludeEverythingOutside() throws {
        let box = try BoundingBox(
            southWest: Coordinate(latitude: 41, longitude: -75), northEast: Coordinate(latitude: 43, longitude: -70))
        let results = try suggester.suggest("Springfield", bounds: .box(box))
        #expect(results.map(\.id).contains("geonames:4951788"))
        #expect(!results.map(\.id).contains("geonames:4250542"))
    }

    @Test func largeRangesUseTopListsAndStillFindNearbyPlaces() throws {
        let tight = makeFixtureSuggester(scanLimit: 2)
        let results = try tight.suggest("s", near: PlaceWorldFixture.chicago, limit: 10)
        #expect(results.map(\.id).contains("geonames:4250542"))
    }
}
