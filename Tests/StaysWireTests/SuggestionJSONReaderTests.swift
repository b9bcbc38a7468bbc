import Foundation
import StaysDomain
import StaysWire
import StaysTestSupport
import Testing

/// The hand-written suggestion reader gives what `JSONDecoder` gives, or nothing.
@Suite struct SuggestionJSONReaderTests {
    static let tricky = SuggestionsResponse(suggestions: [
        PlaceSuggestion(
            id: "geonames:1835848", kind: .city, title: "서울 \"Seoul\"\\\n\u{1}\u{7F}/é🏖️", subtitle: "Seoul, 대한민국",
            coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), matchCount: 1,
            titleHighlights: [TextRange(location: 0, length: 2), TextRange(location: 4, length: 5)]),
        PlaceSuggestion(
            id: "group:name:springfield", kind: .group, title: HostileText.joined, subtitle: "24 places",
            coordinate: Coordinate(latitude: -1e-7, longitude: -0.0), matchCount: 24),
        PlaceSuggestion(
            id: "airport:CJU", kind: .airport, title: "\u{202E}Jeju\u{200B}", subtitle: "",
            coordinate: Coordinate(latitude: Double(Float(33.51)), longitude: 126.49284), matchCount: 1),
    ])

    @Test func readsTheServersAndTheEncodersTextToWhatTheDecoderReads() throws {
        let texts = [
            Data(SuggestionJSONWriter().json(Self.tricky).utf8), try WireJSON.encoder().encode(Self.tricky),
            try JSONEncoder().encode(Self.tricky),
        ]
        for text in texts {
            let decoded = try JSONDecoder().decode(SuggestionsResponse.self, from: text)
            #expect(SuggestionJSONReader().response(from: text) == decoded)
            #expect(decoded == Self.tricky)
        }
    }

    @Test func readsPartialMatchesItselfAsTheDecoderDoes() throws {
        let partial = SuggestionsResponse(suggestions: [
            PlaceSuggestion(
                id: "airport:GOH", kind: .airport, title: "Nuuk Airport", subtitle: "GOH · Greenland",
                coordinate: Coordinate(latitude: 64.19, longitude: -51.68), partial: true),
            PlaceSuggestion(
                id: "geonames:3421319", kind: .city, title: "Nuuk", subtitle: "Greenland",
                coordinate: Coordinate(latitude: 64.18, longitude: -51.72), partial: false),
        ])
        let text = Data(SuggestionJSONWriter().json(partial).utf8)
        let read = try #require(SuggestionJSONReader().response(from: text))
        #expect(read == partial)
        #expect(read == (try JSONDecoder().decode(SuggestionsResponse.self, from: text)))
        #expect(SuggestionJSONReader().response(from: Data(#"{"suggestions":[{"partial":tru}]}"#.utf8)) == nil)
    }

    @Test func readsWhitespaceEscapesAndSurrogatePairsAsTheDecoderDoes() throws {
        let text = """
             { "suggestions" : [ { "titleHighlights" : [ ] , "matchCount" : 3 , "subtitle" : "\\u00e9\\/\\b\\f\\t",
              "title" : "\\ud83c\\udfd6\\uFE0F \\\\ \\"", "kind" : "region", "id" : "x",
              "coordinate" : { "longitude" : -1.5E+2, "latitude" : 0.12345678901234567890 } } ] }\r\n
            """
        let data = Data(text.utf8)
        let reader = try #require(SuggestionJSONReader().response(from: data))
        #expect(reader == (try JSONDecoder().decode(SuggestionsResponse.self, from: data)))
        #expect(reader.suggestions.first?.title == "🏖️ \\ \"")
    }

    @Test(arguments: [
        #"{"suggestions":[],"extra":1}"#, #"{"suggestions":[],"suggestions":[]}"#,
        #"{"suggestions":[{"id":"x","kind":"moon","title":"","subtitle":"","coordinate":{"latitude":0,"longitude":0},"matchCount":1,"titleHighlights":[]}]}"#,
        #"{"suggestions":[{"id":"x","kind":"city","title":"","subtitle":"","coordinate":{"latitude":0,"longitude":0},"matchCount":1.5,"titleHighlights":[]}]}"#,
        #"{"suggestions":[{"id":"x","kind":"city","title":"","subtitle":"","coordinate":{"latitude":1e999,"longitude":0},"matchCount":1,"titleHighlights":[]}]}"#,
        #"{"suggestions":[{"id":"\ud800","kind":"city","title":"","subtitle":"","coordinate":{"latitude":0,"longitude":0},"matchCount":1,"titleHighlights":[]}]}"#,
        #"{"suggestions":[{"id":"x"}]}"#, #"{"suggestions":[01]}"#, #"{"suggestions":[]} x"#, "", "[]", "{",
    ])
    func leavesWhatItCannotVouchForToTheDecoder(text: String) {
        #expect(SuggestionJSONReader().response(from: Data(text.utf8)) == nil)
    }

    @Test func everyCutOfAnAnswerIsRefusedOrReadAsTheDecoderReadsIt() throws {
        let bytes = Array(SuggestionJSONWriter().json(Self.tricky).utf8)
        for end in 0..<bytes.count {
            let data = Data(bytes[..<end])
            let read = SuggestionJSONReader().response(from: data)
            #expect(read == nil || read == (try? JSONDecoder().decode(SuggestionsResponse.self, from: data)))
        }
        let invalid = Data(bytes.prefix(30) + [0xFF, 0xFE] + bytes.dropFirst(30))
        #expect(SuggestionJSONReader().response(from: invalid) == nil)
    }

    @Test func randomNumbersAreReadToTheSameBitsAsTheDecoder() throws {
        var random = SplitMix64(seed: 42)
        let suggestions = (0..<2_000).map { index in
            let latitude = Double(bitPattern: random.next() >> 2).truncatingRemainder(dividingBy: 90)
            let longitude = Double(Float(Double(random.next() % 360_000_000) / 1_000_000 - 180))
            return PlaceSuggestion(
                id: PlaceID("n:\(index)"), kind: .city, title: "t", subtitle: "s",
                coordinate: Coordinate(latitude: latitude.isFinite ? latitude : 0, longitude: longitude),
                matchCount: Int(random.next() % 1_000_000))
        }
        let text = Data(SuggestionJSONWriter().json(SuggestionsResponse(suggestions: suggestions)).utf8)
        let read = try #require(SuggestionJSONReader().response(from: text))
        let decoded = try JSONDecoder().decode(SuggestionsResponse.self, from: text)
        #expect(read == decoded)
        #expect(
            read.suggestions.map(\.coordinate.latitude.bitPattern) == suggestions.map(\.coordinate.latitude.bitPattern))
    }
}
