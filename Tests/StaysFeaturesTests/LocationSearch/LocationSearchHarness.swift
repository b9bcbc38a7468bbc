import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport

/// Builds a `LocationSearchController` on a test clock and records what it publishes.
@MainActor
final class LocationSearchHarness {
    static let seoul = Coordinate(latitude: 37.566, longitude: 126.9784)
    static let springfieldGroup = PlaceSuggestion.fixture(
        id: "group:name:springfield", kind: .group, title: "Springfield", subtitle: "12 places", matchCount: 12
    )

    /// A new detail searcher that expands the Springfield group to one town.
    static var springfieldDetail: PlaceDetailSearcherStub {
        PlaceDetailSearcherStub(results: ["group:name:springfield": [.fixture(name: "Springfield, MA")]])
    }

    let clock = TestClock()
    let controller: LocationSearchController
    private(set) var states: [LocationSearchViewState] = []
    private(set) var choices: [ChosenPlace] = []

    init(
        suggester: any PlaceSuggesting = PlaceSuggesterStub(result: [.fixture(title: "Springfield")]),
        nearbyFinder: any NearbyPlaceFinding = NearbyPlaceFinderStub(result: [
            .fixture(name: "Incheon", distanceKilometres: 27.4), .fixture(name: "Suwon", distanceKilometres: 31),
        ]),
        detailSearcher: any PlaceDetailSearching = PlaceDetailSearcherStub(results: [:]),
        locationProvider: any LocationProviding = FixedLocationProvider(
            location: UserLocation(coordinate: seoul, name: "Seoul")
        )
    ) {
        controller = LocationSearchController(
            locationProvider: locationProvider, nearbyFinder: nearbyFinder, suggester: suggester,
            detailSearcher: detailSearcher, words: MessageCatalog.shipped(), clock: clock,
            debounceInterval: .milliseconds(80)
        )
        controller.onStateChange = { [weak self] state in self?.states.append(state) }
        controller.onChoose = { [weak self] place in self?.choices.append(place) }
    }

    /// Starts the step and waits for the recommendations to settle.
    func start() async -> Bool {
        controller.start()
        return await eventually { self.controller.state.status != .loading }
    }

    /// Types the whole text, lets the typing pause pass and waits for the answer.
    func type(_ text: String) async -> Bool {
        controller.updateText(text)
        clock.advance(by: .milliseconds(80))
        return await eventually { self.controller.state.status != .loading }
    }

    /// Chooses the highlighted row and waits for whatever it opens to settle.
    func chooseHighlighted() async -> Bool {
        controller.chooseHighlighted()
        return await eventually { self.controller.state.status != .loading }
    }

    /// A started harness whose user typed "Springfield" and opened the group's detail list.
    static func inSpringfieldDetailList() async -> (harness: LocationSearchHarness, opened: Bool) {
        let harness = LocationSearchHarness(
            suggester: PlaceSuggesterStub(result: [springfieldGroup]), detailSearcher: springfieldDetail)
        let started = await harness.start()
        let typed = await harness.type("Springfield")
        let opened = await harness.chooseHighlighted()
        return (harness, started && typed && opened)
    }
}
