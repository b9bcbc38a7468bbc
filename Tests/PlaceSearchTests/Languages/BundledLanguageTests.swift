import PlaceData
import StaysDomain
import StaysMessages
import Testing

@testable import PlaceSearch

/// Place names in Korean and English over the shipped index and catalogues: real GeoNames names, CLDR country names
/// unless a catalogue names the country.
@Suite struct BundledLanguageTests {
    /// One suggester for the suite: each language's names are worked out once per index, not once per test.
    private static let shared = Result {
        let url = try #require(PlaceDataLocation.bundledIndex)
        let catalogues = try MessageCatalogs.shipped().catalogs.mapValues { $0 as any Localizing }
        return IndexedPlaceSuggester(index: try PlaceIndex.load(from: url), catalogues: catalogues)
    }
    let suggester: IndexedPlaceSuggester

    init() throws {
        suggester = try Self.shared.get()
    }

    private func first(_ text: String, _ language: String?) throws -> String? {
        try suggester.suggest(SuggestionQuery(text: text, limit: 10, language: language)).first.map {
            "\($0.title) | \($0.subtitle)"
        }
    }

    @Test func koreanTitlesAndSubtitlesForFamousCities() throws {
        #expect(try first("seoul", "ko") == "서울 | 서울, 대한민국")
        #expect(try first("tokyo", "ko") == "도쿄 | 도쿄, 일본")
        #expect(try first("new york", "ko") == "뉴욕 | 뉴욕, 미국")
        #expect(try first("beijing", "ko-KR") == "베이징 | 베이징, 중국", "the catalogue's name, not CLDR's 중국 본토")
    }

    @Test func englishIsUnchanged() throws {
        #expect(try first("seoul", "en") == "Seoul | Seoul, South Korea")
        #expect(try first("seoul", nil) == "Seoul | Seoul, South Korea")
        #expect(try first("new york", "en") == "New York City | New York, United States")
    }

    @Test func aPlaceWithNoKoreanNameFallsBackToItsMainName() throws {
        #expect(try first("tulsa", "ko") == "Tulsa | Oklahoma, 미국")
        #expect(try first("houston", "ko") == "휴스턴 | Texas, 미국")
        #expect(try first("los angeles", "ko") == "로스앤젤레스 | 캘리포니아, 미국", "a region KoreanPlaceNames names")
    }

    @Test func typingHangulShowsHangulInAnyLanguage() throws {
        #expect(try first("서울", "en") == "서울 | Seoul, South Korea")
        #expect(try first("서울", nil) == "서울 | Seoul, South Korea")
        #expect(try first("서울", "ko") == "서울 | 서울, 대한민국")
        #expect(try first("서울특별시", "ko") == "서울특별시 | 서울, 대한민국")
    }

    @Test func searchStillMatchesEveryLanguage() throws {
        for text in ["Séoul", "Сеул", "ソウル", "首尔"] {
            let row = try suggester.suggest(SuggestionQuery(text: text, language: "ko")).first
            #expect(row?.id == "geonames:1835848", "\(text)")
        }
    }

    @Test func theLookupNamesThePlaceInTheLanguage() async throws {
        let tokyo = try await suggester.place(withID: "geonames:1850147", language: "ko")
        #expect(tokyo?.name == "도쿄")
        #expect(tokyo?.subtitle == "도쿄, 일본")
        #expect(try await suggester.place(withID: "geonames:1850147")?.name == "Tokyo")
    }
}
