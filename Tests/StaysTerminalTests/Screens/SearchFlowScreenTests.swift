import Foundation
import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@MainActor
@Suite struct SearchFlowScreenTests {
    private let clock = TestClock()

    private func makeFlow() -> SearchFlowCoordinator {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let steps = SearchStepFactory(
            locationProvider: FixedLocationProvider(
                location: UserLocation(coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), name: "Seoul")),
            nearbyFinder: NearbyPlaceFinderStub(result: [.fixture(name: "Incheon", distanceKilometres: 27.4)]),
            suggester: PlaceSuggesterStub(result: [.fixture(title: "Springfield")]),
            detailSearcher: PlaceDetailSearcherStub(results: [:]), clock: clock, debounceInterval: .milliseconds(80),
            todayProvider: FixedTodayProvider(day: .fixture("2026-12-01")),
            dateConfiguration: DateSearchConfiguration(calendar: calendar), words: ScreenFixtures.words)
        return SearchFlowCoordinator(
            steps: steps, summaryWriter: StayQuerySummary(calendar: calendar, words: ScreenFixtures.words))
    }

    @Test func typedKeyRedrawsAndTheLateAnswerArrivesOnRefresh() async throws {
        // given
        let flow = makeFlow()
        var screen = SearchFlowScreen(flow: flow, words: ScreenFixtures.words)
        // when
        #expect(await screen.handle(.text("s")) == .redraw)
        guard case .location(let typed) = screen.viewState.step else { throw TestDoubleError.forcedFailure }
        clock.advance(by: .milliseconds(80))
        #expect(await eventually { flow.viewState != screen.viewState })
        // then
        #expect(typed.status == .loading)
        #expect(await screen.refresh() == .redraw)
        #expect(screen.viewState == flow.viewState)
        #expect(await screen.refresh() == .unchanged)
    }

    @Test func keyWithoutAnEventLeavesTheDrawing() async {
        var screen = SearchFlowScreen(flow: makeFlow(), words: ScreenFixtures.words)
        #expect(await screen.handle(.pageDown) == .unchanged)
    }

    @Test func escapeOnAnEmptyWhereQuits() async {
        let flow = makeFlow()
        var screen = SearchFlowScreen(flow: flow, words: ScreenFixtures.words)
        #expect(await screen.handle(.escape) == .quit)
        #expect(flow.step == .cancelled)
    }
}
