import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct LocationSearchControllerEdgeTests {
    // MARK: - Selection

    @Test func movingTheSelectionStopsAtBothEnds() async {
        // given
        let harness = LocationSearchHarness()
        #expect(await harness.start())
        // when / then
        harness.controller.moveSelectionUp()
        #expect(harness.controller.state.selectedIndex == 0)
        harness.controller.moveSelectionDown()
        harness.controller.moveSelectionDown()
        harness.controller.moveSelectionDown()
        #expect(harness.controller.state.selectedIndex == 1)
        harness.controller.moveSelectionUp()
        #expect(harness.controller.state.selectedIndex == 0)
    }

    @Test func choosingWithNoRowsDoesNothing() async {
        // given
        let harness = LocationSearchHarness(suggester: PlaceSuggesterStub(result: []))
        #expect(await harness.start())
        #expect(await harness.type("Zzyzx"))
        // when
        harness.controller.moveSelectionDown()
        harness.controller.chooseHighlighted()
        // then
        #expect(harness.controller.state.status == .empty)
        #expect(harness.controller.state.selectedIndex == nil)
        #expect(harness.choices.isEmpty)
    }

    // MARK: - Errors

    @Test func aFailingSuggesterShowsAFailedStateWithNoRows() async {
        // given
        let harness = LocationSearchHarness(suggester: PlaceSuggesterStub(result: [.fixture()], shouldFail: true))
        #expect(await harness.start())
        // when
        #expect(await harness.type("Spr"))
        // then
        let state = harness.controller.state
        #expect(state.status == .failed("forced failure"))
        #expect(state.rows.isEmpty)
        #expect(state.selectedIndex == nil)
    }

    @Test func anUnknownLocationShowsFailedRecommendations() async {
        // given
        let location = LocationProviderStub(
            location: UserLocation(coordinate: LocationSearchHarness.seoul), shouldFail: true)
        let harness = LocationSearchHarness(locationProvider: location)
        // when
        #expect(await harness.start())
        // then
        #expect(harness.controller.state.status == .failed("forced failure"))
        #expect(harness.controller.state.title == "Popular near you")
    }

    @Test func aFailingDetailSearchShowsAFailedDetailList() async {
        // given
        let harness = LocationSearchHarness(
            suggester: PlaceSuggesterStub(result: [LocationSearchHarness.springfieldGroup]),
            detailSearcher: PlaceDetailSearcherStub(results: [:], shouldFail: true)
        )
        #expect(await harness.start())
        #expect(await harness.type("Springfield"))
        // when
        #expect(await harness.chooseHighlighted())
        // then
        #expect(harness.controller.state.mode == .details)
        #expect(harness.controller.state.status == .failed("forced failure"))
    }

    // MARK: - Bad input

    @Test func controlCharactersAloneCountAsNoText() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let harness = LocationSearchHarness(suggester: spy)
        #expect(await harness.start())
        // when
        harness.controller.updateText("\u{1B}\t\n")
        harness.clock.advance(by: .milliseconds(80))
        await settle()
        // then
        #expect(harness.controller.state.mode == .recommendations)
        #expect(spy.suggestCallCount == 0)
    }

    @Test func hugeTextShowsATooLongFailure() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let harness = LocationSearchHarness(suggester: spy)
        #expect(await harness.start())
        // when
        #expect(await harness.type(String(repeating: "서울", count: 10_000)))
        // then
        #expect(harness.controller.state.status == .failed("That is too long to search for. Type fewer words."))
        #expect(spy.suggestCallCount == 0)
    }

    // MARK: - Stale answers

    @Test func anAnswerForAListNoLongerShownLeavesTheScreenAlone() async throws {
        // given
        let suggester = ControllablePlaceSuggester()
        let harness = LocationSearchHarness(suggester: suggester)
        #expect(await harness.start())
        harness.controller.updateText("Spr")
        harness.clock.advance(by: .milliseconds(80))
        #expect(await eventually { await suggester.pendingTexts == ["Spr"] })
        harness.controller.goBack()
        let shown = harness.controller.state
        // when
        try await suggester.answer("Spr", with: [.fixture(title: "Springfield")])
        await settle()
        // then
        #expect(harness.controller.state == shown)
        #expect(shown.mode == .recommendations)
    }
}
