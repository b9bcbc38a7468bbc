import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTerminal
import StaysTestSupport

/// A whole search over stub places and a fixed list of stays, driven key by key through the terminal screen: the
/// person is in Seoul, Incheon is nearby, today is 1 December 2026. The words and the calendar are chosen from the
/// locale variables of `environment`, as the composition root chooses them from the process's.
@MainActor
final class KeyDrivenSearchFlow {
    /// The flow the screen drives.
    let flow: SearchFlowCoordinator
    /// The screen, as the last key left it.
    private(set) var screen: SearchFlowScreen

    /// A flow searching `stays` (`StayListSearcherStub`), in the language `environment` asks for (`LANG`, …).
    init(stays: [Stay], environment: [String: String] = ["LANG": "en_US.UTF-8"]) {
        let words = MessageCatalogs.shippedOnce.catalog(for: LanguagePreference(environment: environment))
        let calendar = Calendar.gregorian(locale: words.localeIdentifier)
        let today = FixedTodayProvider(day: .fixture("2026-12-01"))
        let steps = SearchStepFactory(
            locationProvider: FixedLocationProvider(
                location: UserLocation(coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), name: "Seoul")),
            nearbyFinder: NearbyPlaceFinderStub(result: [.fixture(name: "Incheon", distanceKilometres: 27.4)]),
            suggester: PlaceSuggesterStub(result: []), detailSearcher: PlaceDetailSearcherStub(results: [:]),
            clock: TestClock(), debounceInterval: .milliseconds(80), todayProvider: today,
            dateConfiguration: DateSearchConfiguration(calendar: calendar), words: words)
        let stayFactory = StayStepFactory(
            searcher: StayListSearcherStub(stays: stays), reserver: ReserverStub(), today: today, guestName: "Ada",
            words: words, dateConfiguration: DateSearchConfiguration(calendar: calendar))
        flow = SearchFlowCoordinator(
            steps: steps, summaryWriter: StayQuerySummary(calendar: calendar, words: words), stays: stayFactory)
        screen = SearchFlowScreen(flow: flow, words: words)
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

    /// The terminal the screen is drawn on.
    static let size = TerminalSize(columns: 72, rows: 20)

    /// The screen drawn at 72 × 20, as plain text with the style markers.
    var frame: String {
        PlainTextRenderer().render(screen.frame(size: Self.size), size: Self.size)
    }

    /// The screen's lines at 72 × 20 as they appear, without style markers, so columns can be measured.
    var lines: [String] {
        screen.frame(size: Self.size).visibleLines(in: Self.size).map(\.text)
    }
}
