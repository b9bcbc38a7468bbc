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

    @Test func threeLettersFindTheDestinationNotAnAirfieldWithThatCode() throws {
        let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)
        #expect(try first("seo")?.id == "geonames:1835848")
        #expect(try first("seo", near: seoul)?.id == "geonames:1835848")
        #expect(try first("tok")?.title == "Tokyo")
        #expect(try first("kyo")?.title == "Kyoto")
        #expect(try first("mum")?.title == "Mumbai")
        #expect(try first("bar")?.title == "Barcelona")
    }

    @Test func aCodeInCapitalsOrOfAnAirportThatOutranksTheNamesakesIsTheAirport() throws {
        #expect(try first("SEO")?.id == "airport:SEO")
        for code in ["lax", "jfk", "icn", "cdg"] {
            #expect(try first(code)?.id == PlaceID("airport:\(code.uppercased())"), "\(code)")
        }
    }

    @Test func aCleanPrefixBeatsAnotherPlacesForeignSpellingAndTyposStillRescue() throws {
        #expect(try first("nai")?.title == "Nairobi")
        #expect(try first("pra")?.title == "Prague")
        #expect(try first("barcelnoa")?.title == "Barcelona")
        #expect(try first("Seuol")?.title == "Seoul")
        #expect(try first("Pairs")?.title == "Paris")
    }

    /// From the second key on (the first, a lone consonant, begins too many names to promise a place).
    @Test func everyHangulInputStateAndTheInitialConsonantsFindThePlace() throws {
        let typing = [
            "geonames:1835848": ["ㅅ", "서", "성", "서우", "서울", "ㅅㅇ"],
            "geonames:1838524": ["ㅂ", "부", "붓", "부사", "부산", "ㅂㅅ"],
        ]
        for (id, states) in typing {
            for state in states.dropFirst() {
                let top = try suggester.suggest(SuggestionQuery(text: state, limit: 5)).map(\.id.rawValue)
                #expect(top.contains(id), "\(state) on the way to \(id)")
            }
            #expect(try first(states[4])?.id == PlaceID(id))
        }
        #expect(try first("성")?.title == "서울")
        #expect(try suggester.suggest(SuggestionQuery(text: "ㄷㅋ", limit: 3)).contains { $0.title == "도쿄" })
        #expect(try first("바르셀")?.title == "바르셀로나")
        #expect(try first("서울 station")?.title == "서울")
        #expect(try first("서울".decomposedStringWithCanonicalMapping)?.id == "geonames:1835848")
    }

    @Test func countriesAreFoundByTheirNamesInOtherLanguages() throws {
        for name in ["독일", "ドイツ", "Allemagne", "Alemania", "Deutschland"] {
            #expect(try first(name)?.id == "country:DE", "\(name)")
        }
        #expect(try first("괌")?.id == "country:GU")
        #expect(try first("몰디브")?.id == "country:MV")
        #expect(try first("berlin deutschland")?.id == "geonames:2950159")
    }

    @Test func koreanNamesOfIslandsAndRegionsFindThem() throws {
        #expect(try first("발리")?.id == "region:ID-02")
        #expect(try first("하와이")?.id == "region:US-HI")
        #expect(try first("제주도")?.id == "region:KR-01")
    }

    @Test func hangulLiftsKoreanTownsAndKindWordNamesHaveInitials() throws {
        #expect(try first("우")?.id == "geonames:1833747")
        #expect(try first("부")?.id == "geonames:1838524")
        let initials = try suggester.suggest(SuggestionQuery(text: "ㄱㅈ", limit: 5)).map(\.id.rawValue)
        #expect(initials.contains("geonames:1841603"), "경주시")
    }

    @Test func oneSyllableIsASyllableOnItsWayNotATownOfThatName() throws {
        let titles = try suggester.suggest(SuggestionQuery(text: "바", limit: 5)).map(\.title)
        #expect(!titles.contains("바"))
        #expect(titles.contains("방콕"))
    }

    @Test func kanaFindsReadingsTheDataHasAndNoUnrelatedPlace() throws {
        #expect(try first("キョウト")?.id == "geonames:1857910")
        #expect(try suggester.suggest(SuggestionQuery(text: "とうきょう")).isEmpty)
    }

    @Test func nearbyInTheOceanIsNeverEmpty() throws {
        let pointNemo = Coordinate(latitude: -48.88, longitude: -123.39)
        #expect(suggester.nearby(try NearbyQuery(center: pointNemo, limit: 3)).count == 3)
    }
}
