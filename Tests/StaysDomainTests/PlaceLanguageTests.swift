import StaysDomain
import Testing

/// What a place query reads as its language: a primary subtag, or none for anything that is not a language tag.
@Suite struct PlaceLanguageTests {
    @Test func aTagIsReadAsItsPrimaryLanguage() {
        #expect(PlaceLanguage.code("ko-KR") == "ko")
        #expect(PlaceLanguage.code("KO_kr") == "ko")
        #expect(PlaceLanguage.code("en") == "en")
    }

    @Test func anythingElseIsNoLanguage() throws {
        for tag in ["", "*", "k\u{1}o", "\u{0}", "한국어", "ko-", String(repeating: "ko", count: 5_120), "x"] {
            #expect(PlaceLanguage.code(tag) == nil, "\(tag.prefix(10))")
        }
        #expect(PlaceLanguage.code(nil) == nil)
        #expect(try SuggestionQuery(text: "seoul", language: String(repeating: "a", count: 10_240)).language == nil)
        #expect(try NearbyQuery(center: .init(latitude: 0, longitude: 0), language: "ko-KR").language == "ko")
        #expect(try PlaceDetailQuery(subject: .text("x"), language: "\u{7}").language == nil)
    }
}
