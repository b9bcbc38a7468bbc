import Foundation
import StaysDomain
import StaysWire
import Testing

@Suite struct SuggestionJSONWriterTests {
    @Test func handWrittenJSONDecodesToTheSameValueAsTheEncoder() throws {
        let response = SuggestionsResponse(suggestions: [
            PlaceSuggestion(
                id: "geonames:1835848", kind: .city, title: "서울 \"Seoul\"\\\n\u{1}", subtitle: "Seoul, South Korea",
                coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), matchCount: 1,
                titleHighlights: [TextRange(location: 0, length: 2)]),
            PlaceSuggestion(
                id: "group:name:springfield", kind: .group, title: "Springfield", subtitle: "24 places",
                coordinate: Coordinate(latitude: -1, longitude: 0), matchCount: 24),
        ])
        let text = SuggestionJSONWriter().json(response)
        #expect(try JSONDecoder().decode(SuggestionsResponse.self, from: Data(text.utf8)) == response)
    }

    @Test func aPartialRowCarriesPartialTrueAndAFullRowNoPartialField() throws {
        let partial = PlaceSuggestion(
            id: "airport:GOH", kind: .airport, title: "Nuuk Airport", subtitle: "GOH · Nuuk, Greenland",
            coordinate: Coordinate(latitude: 64.19, longitude: -51.68), partial: true)
        let full = PlaceSuggestion(
            id: "geonames:3421319", kind: .city, title: "Nuuk", subtitle: "Greenland",
            coordinate: Coordinate(latitude: 64.18, longitude: -51.72))
        let text = SuggestionJSONWriter().json(SuggestionsResponse(suggestions: [partial, full]))
        #expect(text.contains(#""titleHighlights":[],"partial":true}"#))
        #expect(text.hasSuffix(#""titleHighlights":[]}]}"#))
        let decoded = try JSONDecoder().decode(SuggestionsResponse.self, from: Data(text.utf8))
        #expect(decoded == SuggestionsResponse(suggestions: [partial, full]))
    }

    @Test func emptyResponseIsAnEmptyList() {
        #expect(SuggestionJSONWriter().json(SuggestionsResponse(suggestions: [])) == #"{"suggestions":[]}"#)
    }

    @Test func escapesQuotesBackslashesAndControlCharactersAndKeepsTheRest() {
        let suggestion = PlaceSuggestion(
            id: "x", kind: .city, title: "a\"b\\c\r\n\t\u{1F}é🏖️서울", subtitle: "",
            coordinate: Coordinate(latitude: 0, longitude: 0), matchCount: 1)
        let json = SuggestionJSONWriter().json(SuggestionsResponse(suggestions: [suggestion]))
        #expect(json.contains(#","title":"a\"b\\c\r\n\t\u001fé🏖️서울","subtitle":"","#))
    }

    @Test func theBytesStayThoseTheServerHasAlwaysSent() {
        // given doubles Swift prints in several forms, every escape and both partial values
        let response = SuggestionsResponse(suggestions: [
            PlaceSuggestion(
                id: "geonames:1835848", kind: .city, title: "서울 \"Seoul\"\\\n\r\t\u{8}\u{C}\u{1}\u{1F}é🏖️/",
                subtitle: "Seoul, South Korea", coordinate: Coordinate(latitude: 37.566, longitude: 126.9784),
                titleHighlights: [TextRange(location: 0, length: 2), TextRange(location: 4, length: 5)]),
            PlaceSuggestion(
                id: "group:name:springfield", kind: .group, title: "Springfield", subtitle: "24 places",
                coordinate: Coordinate(latitude: -1, longitude: 0.00001), matchCount: 24, partial: false),
            PlaceSuggestion(
                id: "airport:GOH", kind: .airport, title: "Nuuk Airport", subtitle: "GOH · Nuuk, Greenland",
                coordinate: Coordinate(latitude: -0.0, longitude: 1e21), partial: true),
        ])
        // when
        let bytes = SuggestionJSONWriter().bytes(response)
        // then: the bytes session 5's string writer produced for the same value
        let expected =
            #"{"suggestions":[{"id":"geonames:1835848","kind":"city","#
            + #""title":"서울 \"Seoul\"\\\n\r\t\u0008\u000c\u0001\u001fé🏖️/","subtitle":"Seoul, South Korea","#
            + #""coordinate":{"latitude":37.566,"longitude":126.9784},"matchCount":1,"#
            + #""titleHighlights":[{"location":0,"length":2},{"location":4,"#
            + #""length":5}]},{"id":"group:name:springfield","kind":"group","title":"Springfield","#
            + #""subtitle":"24 places","coordinate":{"latitude":-1.0,"longitude":1e-05},"matchCount":24,"#
            + #""titleHighlights":[],"partial":false},{"id":"airport:GOH","kind":"airport","#
            + #""title":"Nuuk Airport","subtitle":"GOH · Nuuk, Greenland","coordinate":{"latitude":-0.0,"#
            + #""longitude":1e+21},"matchCount":1,"titleHighlights":[],"partial":true}]}"#
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
        #expect(SuggestionJSONWriter().json(response) == expected)
    }
}
