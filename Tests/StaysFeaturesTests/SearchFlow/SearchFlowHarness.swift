import Foundation
import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport

/// Builds a `SearchFlowCoordinator` on stubs, a test clock and a fixed today, recording what it publishes.
@MainActor
final class SearchFlowHarness {
    static let seoul = Coordinate(latitude: 37.566, longitude: 126.9784)
    static let springfieldGroup = PlaceSuggestion.fixture(
        id: "group:name:springfield", kind: .group, title: "Springfield", subtitle: "2 places", matchCount: 2
    )

    let clock = TestClock()
    let coordinator: SearchFlowCoordinator
    private(set) var published: [SearchFlowViewState] = []

    /// Creates the flow; with `stays` its summary goes on to the booking steps.
    init(today: String = "2026-12-01", stays: (any StayStepMaking)? = nil) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        let steps = SearchStepFactory(
            locationProvider: FixedLocationProvider(location: UserLocation(coordinate: Self.seoul, name: "Seoul")),
            nearbyFinder: NearbyPlaceFinderStub(result: [
                .fixture(name: "Incheon", distanceKilometres: 27.4), .fixture(name: "Suwon", distanceKilometres: 31),
            ]),
            suggester: PlaceSuggesterStub(result: [Self.springfieldGroup]),
            detailSearcher: PlaceDetailSearcherStub(results: [
                Self.springfieldGroup.id: [.fixture(name: "Springfield"), .fixture(name: "Springfield Gardens")]
            ]),
            clock: clock, debounceInterval: .milliseconds(80),
            todayProvider: FixedTodayProvider(day: .fixture(today)),
            dateConfiguration: DateSearchConfiguration(calendar: calendar), words: MessageCatalog.shipped()
        )
        coordinator = SearchFlowCoordinator(
            steps: steps, summaryWriter: StayQuerySummary(calendar: calendar, words: MessageCatalog.shipped()),
            stays: stays)
        coordinator.onChange = { [weak self] state in self?.published.append(state) }
    }

    // MARK: - Reading

    /// The Where step's state, or nil on another step.
    var locationState: LocationSearchViewState? {
        guard case .location(let state) = coordinator.step else { return nil }
        return state
    }

    /// The When step's state, or nil on another step.
    var datesState: DateSearchViewState? {
        guard case .dates(let state) = coordinator.step else { return nil }
        return state
    }

    /// The Who step's state, or nil on another step.
    var guestsState: GuestSearchViewState? {
        guard case .guests(let state) = coordinator.step else { return nil }
        return state
    }

    // MARK: - Driving

    /// Starts the flow and waits for the recommendations.
    func start() async -> Bool {
        coordinator.start()
        return await eventually { self.locationState?.status == .loaded }
    }

    /// Types the text, lets the typing pause pass and waits for the suggestions.
    func type(_ text: String) async -> Bool {
        coordinator.handle(.location(.updateText(text)))
        clock.advance(by: .milliseconds(80))
        return await eventually { self.locationState?.status == .loaded }
    }

    /// Starts and chooses the first recommendation (Incheon), arriving on the When step.
    func chooseFirstRecommendation() async -> Bool {
        guard await start() else { return false }
        coordinator.handle(.location(.choose))
        return datesState != nil
    }

    /// Picks check-in and check-out and confirms them, arriving on the Who step.
    func pickDates(_ checkIn: String, _ checkOut: String) {
        for day in [checkIn, checkOut] {
            coordinator.handle(.dates(.moveFocus(.day(.fixture(day)))))
            coordinator.handle(.dates(.select))
        }
        coordinator.handle(.dates(.confirm))
    }

    /// Adds adults and confirms, arriving on the summary.
    func confirmAdults(_ count: Int) {
        for _ in 0..<count { coordinator.handle(.guests(.increment(.adults))) }
        coordinator.handle(.guests(.confirm))
    }
}
