import StaysDomain
import StaysTestSupport
import Testing

@testable import PlaceSearch

/// Names and subtitles in Korean over the fixture world: Seoul (서울), its region and country, its airports.
@Suite struct FixtureLanguageTests {
    let suggester = IndexedPlaceSuggester(
        index: makeFixtureSuggester().index, catalogues: ["ko": LocalizingStub(languageCode: "ko", texts: Self.words)])

    static let words = [
        "place.subtitle.region": "{country}의 지역", "place.subtitle.country": "국가",
        "place.subtitle.places": "장소 {count}곳", "place.subtitle.airports": "공항 {count}곳",
        "place.subtitle.more": "외 {count}개국", "place.subtitle.elsewhere": "기타 지역",
    ]

    private func rows(_ text: String, language: String?) throws -> [String] {
        try suggester.suggest(SuggestionQuery(text: text, limit: 10, language: language)).map {
            "\($0.title) | \($0.subtitle)"
        }
    }

    @Test func everyAreaOfASubtitleIsInTheLanguage() throws {
        let korean = try rows("seoul", language: "ko")
        #expect(korean.first == "서울 | 서울, 대한민국")
        #expect(korean.contains("서울 | 대한민국의 지역"))
        #expect(korean.contains("Seoul airports | 공항 2곳 · 대한민국"))
    }

    @Test func anAirportNamesItsCityInTheLanguage() throws {
        let row = try suggester.suggest(SuggestionQuery(text: "ICN", language: "ko")).first
        #expect(row?.title == "Incheon International Airport")
        #expect(row?.subtitle == "ICN · 서울, 대한민국")
    }

    @Test func aCountryIsNamedAsCLDRNamesIt() throws {
        let row = try suggester.suggest(SuggestionQuery(text: "south korea", language: "ko")).first
        #expect(row.map { "\($0.title) | \($0.subtitle)" } == "대한민국 | 국가")
    }

    @Test func aCatalogueMayNameACountryInsteadOfCLDR() throws {
        let words = Self.words.merging(["place.country.KR": "한국"]) { $1 }
        let suggester = IndexedPlaceSuggester(
            index: makeFixtureSuggester().index, catalogues: ["ko": LocalizingStub(languageCode: "ko", texts: words)])
        let row = try suggester.suggest(SuggestionQuery(text: "south korea", language: "ko")).first
        #expect(row.map { "\($0.title) | \($0.subtitle)" } == "한국 | 국가")
    }

    @Test func placesWithoutAKoreanNameKeepTheirNamesAndGetKoreanWords() throws {
        let korean = try rows("springfield", language: "ko")
        #expect(korean.contains("Springfield | 장소 4곳 · 미국"))
        #expect(korean.contains("Springfield | Illinois, 미국"))
    }

    @Test func englishAndNoLanguageAreTheIndexsOwnText() throws {
        #expect(try rows("seoul", language: "en") == rows("seoul", language: nil))
        #expect(try rows("seoul", language: nil).first == "Seoul | Seoul, South Korea")
    }

    @Test func aLanguageWithoutWordsKeepsTheIndexsEnglishWords() throws {
        let plain = IndexedPlaceSuggester(index: suggester.index)
        let rows = try plain.suggest(SuggestionQuery(text: "seoul", language: "ko")).map(\.subtitle)
        #expect(rows.contains("Region in 대한민국"))
    }

    @Test func highlightsFollowTheTitleShown() throws {
        let typedInHangul = try suggester.suggest(SuggestionQuery(text: "서", language: "ko")).first
        #expect(typedInHangul?.title == "서울")
        #expect(typedInHangul?.titleHighlights == [TextRange(location: 0, length: 1)])
        let typedInLatin = try suggester.suggest(SuggestionQuery(text: "seo", language: "ko")).first
        #expect(typedInLatin?.title == "서울")
        #expect(typedInLatin?.titleHighlights == [])
    }

    @Test func lookupNearbyAndDetailNamePlacesInTheLanguage() throws {
        let seoul = try #require(suggester.place(id: "geonames:1835848", language: "ko"))
        #expect(seoul.name == "서울")
        #expect(seoul.subtitle == "서울, 대한민국")
        #expect(suggester.place(id: "geonames:1835848")?.name == "Seoul")
        let nearby = suggester.nearby(try NearbyQuery(center: seoul.coordinate, limit: 1, language: "ko"))
        #expect(nearby.map(\.place.name) == ["서울"])
        let detail = try suggester.detail(PlaceDetailQuery(subject: .text("seoul"), limit: 1, language: "ko"))
        #expect(detail.map(\.place.name) == ["서울"])
    }
}
