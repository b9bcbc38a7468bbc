import Foundation
import PlaceData
import PlaceSearch
import StaysDomain
import StaysWire
import Testing

/// Real answers of the shipped index, written by the server's writer and by `JSONEncoder`, read back by the client's
/// hand-written reader: the same value `JSONDecoder` reads, every time.
@Suite struct SuggestionWireRoundTripTests {
    /// Prefixes in many scripts, typos, groups and airports.
    static let texts =
        "abcdefghijklmnopqrstuvwxyz".map { String($0) } + [
            "sp", "springf", "san fr", "new y", "lodnon", "paris", "são p", "zür", "kraków", "reykjav", "москва",
            "київ", "서울", "부산", "東京", "大阪", "北京", "القاهرة", "तेल", "ελλ", "ירוש", "bangk", "jeju airport",
            "london airports", "st. l", "o'h", "xx", "ä", "1", "-",
        ]

    @Test func theReaderAgreesWithTheDecoderOnRealAnswers() throws {
        let url = try #require(PlaceDataLocation.bundledIndex)
        let suggester = IndexedPlaceSuggester(index: try PlaceIndex.load(from: url))
        let nears: [Coordinate?] = [nil, Coordinate(latitude: 39.8, longitude: -89.6)]
        var answers = 0
        for text in Self.texts {
            for near in nears {
                let response = SuggestionsResponse(
                    suggestions: suggester.suggest(try SuggestionQuery(text: text, near: near, limit: 20)))
                for data in [Data(SuggestionJSONWriter().json(response).utf8), try WireJSON.encoder().encode(response)]
                {
                    let decoded = try JSONDecoder().decode(SuggestionsResponse.self, from: data)
                    #expect(SuggestionJSONReader().response(from: data) == decoded, "\(text)")
                    #expect(decoded == response, "\(text)")
                }
                answers += response.suggestions.isEmpty ? 0 : 1
            }
        }
        #expect(answers > 100)
    }
}
