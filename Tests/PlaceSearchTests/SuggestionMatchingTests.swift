import StaysDomain
import Testing

@testable import PlaceSearch

@Suite struct SuggestionMatchingTests {
    let suggester = makeFixtureSuggester()

    @Test func prefixOfAnyWordFindsThePlace() throws {
        #expect(try suggester.suggest("janei").first?.title == "Rio de Janeiro")
        #expect(try suggester.suggest("spri").first?.title == "Springfield")
    }

    @Test func multiWordPrefixFindsThePlace() throws {
        #expect(try suggester.suggest("rio de j").first?.title == "Rio de Janeiro")
        #expect(try suggester.suggest("jeju airport").first?.id == "airport:CJU")
    }

    @Test func foldingFindsDiacriticsFromPlainLetters() throws {
        #expect(try suggester.suggest("Zurich").first?.title == "Zürich")
        #expect(try suggester.suggest("wroclaw").first?.title == "Wrocław")
    }

    @Test func otherScriptsFindThePlaceAndShowItsNameInThatScript() throws {
        let seoul = try #require(try suggester.suggest("서울").first)
        #expect(seoul.id == "geonames:1835848")
        #expect(seoul.title == "서울")
        #expect(seoul.subtitle == "Seoul, South Korea")
        #expect(try suggester.suggest("東京").first?.title == "東京")
        #expect(try suggester.suggest("Сеу").first?.title == "Сеул")
    }

    @Test func aTitleInAnotherScriptKeepsTheMainNameFirstInTheSubtitle() {
        #expect(SuggestionPresenter.subtitle("Seoul, South Korea", under: "Seoul") == "Seoul, South Korea")
        #expect(SuggestionPresenter.subtitle("Kantō, Japan", under: "Tokyo") == "Tokyo, Kantō, Japan")
        #expect(SuggestionPresenter.subtitle("Seoulville, Korea", under: "Seoul") == "Seoul, Seoulville, Korea")
        #expect(SuggestionPresenter.subtitle("", under: "Seoul") == "Seoul")
        #expect(SuggestionPresenter.subtitle("Seoul", under: "Seoul") == "Seoul")
    }

    @Test func exonymsAndHistoricalNamesFindTheModernPlace() throws {
        let result = try #require(try suggester.suggest("Breslau").first)
        #expect(result.title == "Wrocław")
        #expect(result.titleHighlights.isEmpty)
    }

    @Test func oneTypoIsForgivenFromFourLetters() throws {
        #expect(try suggester.suggest("Seuol").first?.title == "Seoul")
        #expect(try suggester.suggest("Tokoy").first?.title == "Tokyo")
    }

    @Test func twoTyposAreForgivenFromEightLetters() throws {
        #expect(try suggester.suggest("Sprngfeld").first?.title == "Springfield")
    }

    @Test func twoTyposAreNotForgivenInShortWords() throws {
        #expect(try suggester.suggest("Sxoyl").isEmpty)
    }

    @Test func iataCodesFindAirports() throws {
        let icn = try #require(try suggester.suggest("ICN").first)
        #expect(icn.kind == .airport)
        #expect(icn.title == "Incheon International Airport")
        #expect(icn.subtitle == "ICN · Seoul, South Korea")
    }

    @Test func regionAndCountryContextNarrowsTheMatch() throws {
        let results = try suggester.suggest("springfield mass")
        #expect(results.first?.subtitle == "Massachusetts, United States")
        #expect(try suggester.suggest("springfield il").first?.subtitle == "Illinois, United States")
    }

    @Test func blankTextGivesNoSuggestions() throws {
        #expect(try suggester.suggest("").isEmpty)
        #expect(try suggester.suggest("   \t").isEmpty)
        #expect(try suggester.suggest("\u{0}\u{1B}\u{7}\u{9F}").isEmpty)
    }

    @Test func textOverTheMaximumIsRefused() {
        #expect(throws: PlaceQueryError.textTooLong(maximum: SuggestionQuery.maximumTextLength)) {
            try SuggestionQuery(text: String(repeating: "a", count: 201))
        }
    }

    @Test func limitsOutOfRangeAreRefused() {
        #expect(throws: PlaceQueryError.limitOutOfRange(0, maximum: 100)) { try SuggestionQuery(text: "a", limit: 0) }
        #expect(throws: PlaceQueryError.limitOutOfRange(-3, maximum: 100)) { try SuggestionQuery(text: "a", limit: -3) }
        #expect(throws: PlaceQueryError.limitOutOfRange(1_000_000, maximum: 100)) {
            try SuggestionQuery(text: "a", limit: 1_000_000)
        }
    }

    @Test func oddUnicodeIsHandled() throws {
        _ = try suggester.suggest("\u{301}\u{301}Zu\u{308}rich\u{200B}")
        #expect(try suggester.suggest("Zu\u{308}rich").first?.title == "Zürich")
    }
}

@Suite struct JoinedWordsSuggestionTests {
    let suggester = makeFixtureSuggester()

    @Test func aNameTypedWithoutItsSpacesFindsThePlace() throws {
        #expect(try suggester.suggest("riodejaneiro").first?.title == "Rio de Janeiro")
        #expect(try suggester.suggest("riodeja").first?.title == "Rio de Janeiro")
    }

    @Test func theHighlightCoversTheWordsFoundInsideTheTypedWord() throws {
        let rio = try #require(try suggester.suggest("riodejaneiro").first)
        #expect(
            rio.titleHighlights == [
                TextRange(location: 0, length: 3), TextRange(location: 4, length: 2), TextRange(location: 7, length: 7),
            ])
    }

    @Test func shortWordsAreNotSplit() throws {
        #expect(try suggester.suggest("riode").first?.title != "Rio de Janeiro")
    }
}
