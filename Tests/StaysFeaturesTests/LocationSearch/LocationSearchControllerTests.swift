import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct LocationSearchControllerTests {
    // MARK: - Swapping lists

    @Test func startingShowsPopularPlacesNearTheUser() async {
        // given
        let harness = LocationSearchHarness()
        // when
        #expect(await harness.start())
        // then
        let state = harness.controller.state
        #expect(state.mode == .recommendations)
        #expect(state.title == "Popular near Seoul")
        #expect(state.rows.map(\.title) == ["Incheon", "Suwon"])
        #expect(state.rows.map(\.distanceText) == ["27 km", "31 km"])
        #expect(state.selectedIndex == 0)
        #expect(state.status == .loaded)
        #expect(harness.states.last == state)
    }

    @Test func typingSwapsToSuggestionsForTheText() async {
        // given
        let harness = LocationSearchHarness()
        #expect(await harness.start())
        // when
        #expect(await harness.type("Spr"))
        // then
        let state = harness.controller.state
        #expect(state.mode == .suggestions)
        #expect(state.title == "Suggestions")
        #expect(state.queryText == "Spr")
        #expect(state.rows.map(\.title) == ["Springfield"])
    }

    @Test func suggestionsAreAskedNearTheUsersLocation() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let harness = LocationSearchHarness(suggester: spy)
        #expect(await harness.start())
        // when
        #expect(await harness.type("Spr"))
        // then
        #expect(spy.receivedQueries.map(\.near) == [LocationSearchHarness.seoul])
    }

    @Test func clearingTheTextSwapsBackWithoutReloadingRecommendations() async {
        // given
        let nearby = NearbyPlaceFinderStub(result: [.fixture(name: "Incheon")])
        let harness = LocationSearchHarness(nearbyFinder: nearby)
        #expect(await harness.start())
        #expect(await harness.type("Spr"))
        // when
        harness.controller.updateText("")
        // then
        #expect(harness.controller.state.mode == .recommendations)
        #expect(harness.controller.state.rows.map(\.title) == ["Incheon"])
        #expect(nearby.receivedQueries.count == 1)
    }

    @Test func choosingAGroupOpensTheDetailListOfItsPlaces() async throws {
        // given
        let detail = PlaceDetailSearcherStub(results: [
            "group:name:springfield": [.fixture(name: "Springfield, IL"), .fixture(name: "Springfield, MA")]
        ])
        let harness = LocationSearchHarness(
            suggester: PlaceSuggesterStub(result: [LocationSearchHarness.springfieldGroup]), detailSearcher: detail
        )
        #expect(await harness.start())
        #expect(await harness.type("Springfield"))
        // when
        #expect(await harness.chooseHighlighted())
        // then
        let state = harness.controller.state
        #expect(state.mode == .details)
        #expect(state.title == "Places named Springfield")
        #expect(state.rows.map(\.title) == ["Springfield, IL", "Springfield, MA"])
        let query = try #require(detail.receivedQueries.first)
        #expect(query.subject == .group("group:name:springfield"))
        #expect(query.near == LocationSearchHarness.seoul)
        #expect(harness.choices.isEmpty)
    }

    @Test func choosingASinglePlaceTellsTheFlowOnce() async {
        // given
        let harness = LocationSearchHarness()
        #expect(await harness.start())
        #expect(await harness.type("Spr"))
        // when
        harness.controller.chooseHighlighted()
        // then
        let suggestion = PlaceSuggestion.fixture(title: "Springfield")
        #expect(
            harness.choices == [
                ChosenPlace(
                    id: suggestion.id, title: "Springfield", subtitle: suggestion.subtitle,
                    coordinate: suggestion.coordinate, kind: .city
                )
            ])
        #expect(harness.controller.state.mode == .suggestions)
    }

    @Test func choosingAPlaceInTheDetailListEndsTheStep() async {
        // given
        let (harness, opened) = await LocationSearchHarness.inSpringfieldDetailList()
        #expect(opened)
        // when
        harness.controller.chooseHighlighted()
        // then
        #expect(harness.choices.map(\.title) == ["Springfield, MA"])
    }

    // MARK: - Going back

    @Test func backFromTheDetailListReturnsToTheSuggestionsWithTheHighlightKept() async {
        // given
        let detail = LocationSearchHarness.springfieldDetail
        let suggester = PlaceSuggesterStub(result: [
            .fixture(title: "Springdale"), LocationSearchHarness.springfieldGroup,
        ])
        let harness = LocationSearchHarness(suggester: suggester, detailSearcher: detail)
        #expect(await harness.start())
        #expect(await harness.type("Spr"))
        harness.controller.moveSelectionDown()
        #expect(await harness.chooseHighlighted())
        #expect(harness.controller.state.mode == .details)
        // when
        let wentBack = harness.controller.goBack()
        // then
        #expect(wentBack)
        let state = harness.controller.state
        #expect(state.mode == .suggestions)
        #expect(state.rows.map(\.title) == ["Springdale", "Springfield"])
        #expect(state.selectedIndex == 1)
    }

    @Test func backFromSuggestionsClearsTheText() async {
        // given
        let harness = LocationSearchHarness()
        #expect(await harness.start())
        #expect(await harness.type("Spr"))
        // when
        let wentBack = harness.controller.goBack()
        // then
        #expect(wentBack)
        #expect(harness.controller.state.queryText.isEmpty)
        #expect(harness.controller.state.mode == .recommendations)
    }

    @Test func backWithNothingToLeaveReportsFalse() async {
        // given
        let harness = LocationSearchHarness()
        #expect(await harness.start())
        // when
        let wentBack = harness.controller.goBack()
        // then
        #expect(!wentBack)
        #expect(harness.controller.state.mode == .recommendations)
    }

    @Test func typingInTheDetailListLeavesIt() async {
        // given
        let (harness, opened) = await LocationSearchHarness.inSpringfieldDetailList()
        #expect(opened)
        // when
        #expect(await harness.type("Springf"))
        // then
        #expect(harness.controller.state.mode == .suggestions)
    }
}
