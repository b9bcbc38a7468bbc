import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@testable import StaysApp

/// The terminal's Where step, over the bundled index, lists first what `stays places suggest` lists first for the
/// same text and point: three letters of a destination, and Korean as a terminal receives it, syllable by syllable.
@MainActor
@Suite struct TerminalTypingTests {
    private let seoul = Coordinate(latitude: 37.5665, longitude: 126.978)

    @Test func theWhereStepListsFirstWhatTheCommandLineListsFirst() async throws {
        // given the product's flow and the command line's suggester, from one composition root
        let root = CompositionRoot(
            placesData: nil, environment: [:], output: TextOutputSpy(),
            features: .init(near: seoul, timeZoneIdentifier: "Asia/Seoul", debounceInterval: .zero))
        try root.loadPlaces()
        let suggester = try root.indexedSuggester()
        let flow = try root.searchFlowFactory().makeFlow()
        flow.start()
        for text in ["seo", "tok", "nai", "서", "서울", "ㅅㅇ", "부산", "바르셀"] {
            // when the text is typed
            flow.handle(.location(.updateText(text)))
            let answered = await eventually {
                guard case .location(let location) = flow.viewState.step else { return false }
                return location.queryText == text && location.mode == .suggestions && location.status != .loading
            }
            // then its first row is the command line's first suggestion
            guard answered, case .location(let location) = flow.viewState.step else {
                Issue.record("\(text) was never answered")
                continue
            }
            let expected = suggester.suggest(try SuggestionQuery(text: text, near: seoul)).first?.title
            #expect(expected != nil)
            #expect(location.rows.first?.title == expected, "\(text)")
        }
        #expect(suggester.suggest(try SuggestionQuery(text: "seo", near: seoul)).first?.title == "Seoul")
    }
}
