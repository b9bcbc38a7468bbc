import Foundation
import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport

/// A whole search over stub places and a fixed list of stays, driven key by key through the terminal screen: the
/// person is in Seoul, Incheon is nearby, today is 1 December 2026.
@MainActor
final class KeyDrivenSearchFlow {
    /// The flow the screen drives.
    let flow: SearchFlowCoordinator
    /// The screen, as the last key left it.
    private(set) var screen: SearchFlowScreen

    /// A flow searching `stays` (`StayListSearcherStub`).
    init(stays: [Stay]) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let today = FixedTodayProvider(day: .fixture("2026-12-01"))
        let steps = SearchStepFactory(
            locationProvider: FixedLocationProvider(
                location: UserLocation(coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), name: "Seoul")),
            nearbyFinder: NearbyPlaceFinderStub(result: [.fixture(name: "Incheon", distanceKilometres: 27.4)]),
            suggester: PlaceSuggesterStub(result: []), detailSearcher: PlaceDetailSearcherStub(results: [:]),
            clock: TestClock(), debounceInterval: .milliseconds(80), todayProvider: today,
            dateConfiguration: DateSearchConfiguration(calendar: calendar))
        let stayFactory = StayStepFactory(
            searcher: StayListSearcherStub(stays: stays), reserver: ReserverStub(), today: today, guestName: "Ada",
            dateConfiguration: DateSearchConfiguration(calendar: calendar))
        flow = SearchFlowCoordinator(
            steps: steps, summaryWriter: StayQuerySummary(calendar: calendar), stays: stayFactory)
        screen = SearchFlowScreen(flow: flow)
    }

    // MARK: - Driving

    /// Presses `keys` in order.
    func press(_ keys: Key...) async {
        var pressing = screen
        for key in keys { _ = await pressing.handle(key) }
        screen = pressing
    }

    /// Waits until the flow's state passes `condition`, then lets the screen take it.
    func waitFor(_ condition: @MainActor (FlowStep) -> Bool) async -> Bool {
        let flow = flow
        let passed = await eventually { condition(flow.step) }
        var refreshed = screen
        _ = await refreshed.refresh()
        screen = refreshed
        return passed
    }

    /// The screen drawn at 72 × 20, as plain text.
    var frame: String {
        let size = TerminalSize(columns: 72, rows: 20)
        return PlainTextRenderer().render(screen.frame(size: size), size: size)
    }
}
