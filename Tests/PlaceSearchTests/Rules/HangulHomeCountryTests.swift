import StaysDomain
import Testing

@testable import PlaceSearch

/// A query written in Hangul lifts places in Korea, whose people alone write it; Latin queries and the places
/// near a person are not moved by it.
@Suite struct HangulHomeCountryTests {
    let world = SmallWorld([
        .country("KR", "South Korea", 51_000_000, alternates: ["대한민국"]),
        .country("CN", "China", 1_400_000_000, alternates: ["중국"]),
        .city(1, "Wuhan", 8_300_000, country: "CN", at: 30.583, 114.267, alternates: ["우한"]),
        .city(2, "Ulsan", 1_100_000, country: "KR", at: 35.538, 129.311, alternates: ["울산"]),
        .city(3, "Budapest", 1_700_000, country: "HU", at: 47.498, 19.040, alternates: ["부다페스트"]),
        .city(4, "Bucheon", 850_000, country: "KR", at: 37.503, 126.766, alternates: ["부천"]),
    ])

    @Test func aHangulSyllableListsTheKoreanTownBeforeTheBiggerForeignOne() {
        #expect(world.titles("우").first == "울산")
        #expect(world.titles("부").first == "부천")
    }

    @Test func theForeignPlaceIsStillFoundByItsOwnName() {
        #expect(world.titles("우한").first == "우한")
        #expect(world.titles("부다").first == "부다페스트")
    }

    @Test func latinLettersAreNotLifted() {
        #expect(world.titles("bu").first == "Budapest")
    }

    @Test func nearnessOutweighsTheLift() throws {
        let query = try SuggestionQuery(text: "부", near: Coordinate(latitude: 47.5, longitude: 19.04), limit: 5)
        #expect(world.suggester.suggest(query).first?.title == "부다페스트")
    }

    @Test func theScriptOfTheTextTellsTheHomeCountry() {
        #expect(PlaceNameLanguage.homeCountry(ofTyped: "서울") == "KR")
        #expect(PlaceNameLanguage.homeCountry(ofTyped: "ㅅ") == "KR")
        #expect(PlaceNameLanguage.homeCountry(ofTyped: "서울 station") == "KR")
        #expect(PlaceNameLanguage.homeCountry(ofTyped: "서울".decomposedStringWithCanonicalMapping) == "KR")
        #expect(PlaceNameLanguage.homeCountry(ofTyped: "seoul") == nil)
        #expect(PlaceNameLanguage.homeCountry(ofTyped: "東京") == nil)
    }
}
