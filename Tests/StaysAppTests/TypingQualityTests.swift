import StaysDomain
import Testing

@testable import StaysApp

/// The typing benchmark's parts: the input method's states, the destination list, and the measure over a stub.
@Suite struct TypingQualityTests {
    @Test func theInputMethodShowsEveryStateAFinalConsonantMovesThrough() {
        #expect(HangulKeyboard.states(typing: "서울") == ["ㅅ", "서", "성", "서우", "서울"])
        #expect(HangulKeyboard.states(typing: "뉴욕") == ["ㄴ", "뉴", "늉", "뉴요", "뉴욕"])
        #expect(HangulKeyboard.states(typing: "일본") == ["ㅇ", "이", "일", "읿", "일보", "일본"])
        #expect(HangulKeyboard.states(typing: "광주").prefix(3) == ["ㄱ", "고", "과"])
        #expect(HangulKeyboard.initialConsonants(of: "서울 역") == "ㅅㅇ ㅇ")
    }

    @Test func theListIsReadAndItsMistakesAreNamedByLine() throws {
        let text = """
            # comment
            id\tname\tkorean\tsource
            geonames:1\tSão Paulo\t상파울루\tvisited
            geonames:2\tXi'an\t\tvisited
            """
        let list = try TypingDestination.list(from: text)
        #expect(list.map(\.typedName) == ["sao paulo", "xian"])
        #expect(list.map(\.korean) == ["상파울루", nil])
        #expect(throws: TypingDestinationError.malformedLine(2)) {
            try TypingDestination.list(from: "# x\nonly one field")
        }
        #expect(throws: TypingDestinationError.empty) { try TypingDestination.list(from: "# nothing\n") }
    }

    @Test func theMeasureCountsKeystrokesUntilFirstAndShortPrefixesLedByOthers() {
        let seoul = TypingDestination(id: "geonames:1", name: "Seoul", korean: "서울", source: "capital")
        let answers: [String: [PlaceSuggestion]] = [
            "s": [.stub("Sydney", "geonames:9")], "se": [.stub("Seattle", "geonames:8")],
            "seo": [.stub("Seguela Airport", "airport:SEO", kind: .airport)], "seou": [.stub("Seoul", "geonames:1")],
        ]
        let measure = TypingQualityMeasure(
            suggest: { answers[$0] ?? [.stub("서울", "geonames:1")] },
            importance: { $0 == "geonames:1" ? 1 : 0.3 }, knowsName: { _, _ in true })
        let figures = measure.figures(for: [seoul])
        #expect(figures.keystrokes == 4)
        #expect(figures.firstByThree == 0 && figures.firstByFour == 1)
        #expect(figures.airfieldLeaders.count == 1)
        #expect(figures.hangulStates == 5 && figures.hangulEmpty.isEmpty && figures.hangulTopFive == 4)
        #expect(figures.initialsFound == 1)
    }
}

extension PlaceSuggestion {
    fileprivate static func stub(_ title: String, _ id: PlaceID, kind: PlaceKind = .city) -> PlaceSuggestion {
        PlaceSuggestion(
            id: id, kind: kind, title: title, subtitle: "", coordinate: Coordinate(latitude: 0, longitude: 0),
            matchCount: 1, titleHighlights: [], partial: nil)
    }
}
