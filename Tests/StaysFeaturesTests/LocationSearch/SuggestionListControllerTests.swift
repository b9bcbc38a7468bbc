import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@MainActor
@Suite struct SuggestionListControllerTests {
    let clock = TestClock()
    let delegate = PlaceListControllerDelegateSpy()

    private func makeList(_ suggester: any PlaceSuggesting) -> SuggestionListController {
        let list = SuggestionListController(
            suggester: suggester, words: MessageCatalog.shipped(), clock: clock, debounceInterval: .milliseconds(80))
        list.delegate = delegate
        return list
    }

    // MARK: - Debounce

    @Test func threeQuickKeystrokesSendOneQueryForTheLastText() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = makeList(spy)
        // when
        list.update(text: "S")
        clock.advance(by: .milliseconds(30))
        list.update(text: "Sp")
        clock.advance(by: .milliseconds(30))
        list.update(text: "Spr")
        clock.advance(by: .milliseconds(80))
        // then
        #expect(await eventually { delegate.loadedRows.count == 1 })
        await settle()
        #expect(spy.receivedQueries.map(\.text) == ["Spr"])
    }

    @Test func noQueryIsSentBeforeTheTypingPauseEnds() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = makeList(spy)
        // when
        list.update(text: "Spr")
        clock.advance(by: .milliseconds(79))
        await settle()
        // then
        #expect(spy.suggestCallCount == 0)
        #expect(list.status == .loading)
        clock.advance(by: .milliseconds(1))
        #expect(await eventually { spy.suggestCallCount == 1 })
    }

    @Test func keystrokesSlowerThanThePauseAreEachLookedUp() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = makeList(spy)
        // when
        list.update(text: "S")
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { delegate.loadedRows.count == 1 })
        list.update(text: "Sp")
        clock.advance(by: .milliseconds(80))
        // then
        #expect(await eventually { delegate.loadedRows.count == 2 })
        #expect(spy.receivedQueries.map(\.text) == ["S", "Sp"])
    }

    // MARK: - Stale answers

    /// A list whose searches for "Spr" and then "Sprin" have both gone out and are still unanswered.
    private func listWithTwoSearchesPending() async -> (ControllablePlaceSuggester, SuggestionListController) {
        let suggester = ControllablePlaceSuggester()
        let list = makeList(suggester)
        list.update(text: "Spr")
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { await suggester.pendingTexts == ["Spr"] })
        list.update(text: "Sprin")
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { await suggester.pendingTexts == ["Spr", "Sprin"] })
        return (suggester, list)
    }

    @Test func anOldAnswerArrivingLastIsDropped() async throws {
        // given
        let (suggester, list) = await listWithTwoSearchesPending()
        // when
        try await suggester.answer("Sprin", with: [.fixture(title: "Springfield")])
        #expect(await eventually { list.status == .loaded })
        try await suggester.answer("Spr", with: [.fixture(title: "Sprague")])
        await settle()
        // then
        #expect(list.rows.map(\.title) == ["Springfield"])
        #expect(delegate.loadedRows.count == 1)
    }

    @Test func anOldAnswerArrivingFirstDoesNotEndTheLoading() async throws {
        // given
        let (suggester, list) = await listWithTwoSearchesPending()
        // when
        try await suggester.answer("Spr", with: [.fixture(title: "Sprague")])
        await settle()
        // then
        #expect(list.status == .loading)
        #expect(delegate.loadedRows.isEmpty)
        try await suggester.answer("Sprin", with: [.fixture(title: "Springfield")])
        #expect(await eventually { list.rows.map(\.title) == ["Springfield"] })
    }

    // MARK: - Errors and bad input

    @Test func aFailingSuggesterShowsAFailedStatus() async {
        // given
        let list = makeList(PlaceSuggesterStub(result: [.fixture()], shouldFail: true))
        // when
        list.update(text: "Spr")
        clock.advance(by: .milliseconds(80))
        // then
        #expect(await eventually { list.status == .failed("forced failure") })
        #expect(list.rows.isEmpty)
        #expect(delegate.failureMessages == ["forced failure"])
    }

    @Test func textLongerThanTheLimitFailsWithoutAQuery() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = makeList(spy)
        // when
        list.update(text: String(repeating: "a", count: SuggestionQuery.maximumTextLength + 1))
        clock.advance(by: .milliseconds(80))
        await settle()
        // then
        #expect(list.status == .failed("That is too long to search for. Type fewer words."))
        #expect(spy.suggestCallCount == 0)
    }

    @Test func controlCharactersBecomeSpacesAndEndsAreTrimmed() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = makeList(spy)
        // when
        list.update(text: "\u{7}New\tYork\n")
        clock.advance(by: .milliseconds(80))
        // then
        #expect(await eventually { spy.suggestCallCount == 1 })
        #expect(spy.receivedQueries.map(\.text) == ["New York"])
    }

    @Test func blankTextClearsTheListWithoutAQuery() async {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let list = makeList(spy)
        list.update(text: "Spr")
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { list.status == .loaded })
        // when
        list.update(text: " \u{0}\n ")
        await settle()
        // then
        #expect(list.rows.isEmpty)
        #expect(list.status == .idle)
        #expect(spy.suggestCallCount == 1)
    }

    @Test func anEmptyAnswerShowsAnEmptyStatus() async {
        // given
        let list = makeList(PlaceSuggesterStub(result: []))
        // when
        list.update(text: "Zzyzx")
        clock.advance(by: .milliseconds(80))
        // then
        #expect(await eventually { list.status == .empty })
    }

    // MARK: - Rows and choices

    @Test func rowsCarryHighlightsAndDistancesOnlyForSinglePlaces() async {
        // given
        let highlight = TextRange(location: 0, length: 3)
        let near = Coordinate(latitude: 39.8, longitude: -89.0)
        let list = makeList(
            PlaceSuggesterStub(result: [
                .fixture(title: "Springfield", coordinate: near, titleHighlights: [highlight]),
                .fixture(kind: .group, title: "Springfield", coordinate: near, matchCount: 12),
            ]))
        list.near = near
        // when
        list.update(text: "Spr")
        clock.advance(by: .milliseconds(80))
        // then
        #expect(await eventually { list.status == .loaded })
        #expect(list.rows.map(\.titleHighlights) == [[highlight], []])
        #expect(list.rows.map(\.distanceText) == ["0 m", nil])
    }

    @Test func choosingASinglePlaceReportsThePlaceAndAGroupReportsAnExpansion() async {
        // given
        let list = makeList(
            PlaceSuggesterStub(result: [.fixture(title: "Paris"), .fixture(kind: .country, title: "France")]))
        list.update(text: "P")
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { list.status == .loaded })
        // when
        list.chooseRow(at: 0)
        list.chooseRow(at: 1)
        list.chooseRow(at: 2)
        list.chooseRow(at: -1)
        // then
        #expect(delegate.chosenPlaces.map(\.title) == ["Paris"])
        #expect(delegate.expandedRows.map(\.title) == ["France"])
    }
}
