import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

/// The shared rule table's suggestion count through the Where step's lists; the browser suite checks the web's
/// list against the same published rule (`test_trust.py`).
@MainActor
@Suite struct SharedSuggestionCountTests {
    @Test func suggestionsAskForTheTablesCount() async throws {
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: SharedRuleTable.url)) as? [String: Any]
        let count = try #require((file?["rules"] as? [String: Any])?["suggestionCount"] as? Int)
        let clock = TestClock()
        let delegate = PlaceListControllerDelegateSpy()
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = SuggestionListController(
            suggester: spy, words: MessageCatalog.shipped(), clock: clock, debounceInterval: .milliseconds(80))
        list.delegate = delegate
        list.update(text: "san")
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { spy.receivedQueries.count == 1 })
        #expect(spy.receivedQueries.first?.limit == count)
    }
}
