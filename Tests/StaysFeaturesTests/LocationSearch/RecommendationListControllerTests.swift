import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@MainActor
@Suite struct RecommendationListControllerTests {
    let delegate = PlaceListControllerDelegateSpy()
    let seoul = UserLocation(coordinate: Coordinate(latitude: 37.566, longitude: 126.9784), name: "Seoul")

    @Test func loadsPopularPlacesAroundTheProvidedLocation() async throws {
        // given
        let nearby = NearbyPlaceFinderStub(result: [.fixture(name: "Incheon", distanceKilometres: 0.4)])
        let list = RecommendationListController(
            locationProvider: FixedLocationProvider(location: seoul), nearbyFinder: nearby,
            words: MessageCatalog.shipped(), limit: 5
        )
        list.delegate = delegate
        // when
        list.load()
        // then
        #expect(await eventually { list.status == .loaded })
        #expect(list.title == "Popular near Seoul")
        #expect(list.rows.map(\.distanceText) == ["400 m"])
        #expect(delegate.loadedRows == [list.rows])
        let query = try #require(nearby.receivedQueries.first)
        #expect(query.center == seoul.coordinate)
        #expect(query.limit == 5)
    }

    @Test func theLocationIsAskedOnlyOnce() async {
        // given
        let location = LocationProviderStub(location: seoul)
        let list = RecommendationListController(
            locationProvider: location, nearbyFinder: NearbyPlaceFinderStub(result: [.fixture()]),
            words: MessageCatalog.shipped()
        )
        list.delegate = delegate
        // when
        list.load()
        #expect(await eventually { delegate.loadedRows.count == 1 })
        list.load()
        // then
        #expect(await eventually { delegate.loadedRows.count == 2 })
        #expect(location.callCount == 1)
    }

    @Test func aLimitOutOfRangeShowsAFailure() async {
        // given
        let list = RecommendationListController(
            locationProvider: FixedLocationProvider(location: seoul), nearbyFinder: NearbyPlaceFinderStub(result: []),
            words: MessageCatalog.shipped(), limit: 0
        )
        list.delegate = delegate
        // when
        list.load()
        // then
        #expect(await eventually { list.status.isFailure })
        #expect(delegate.failureMessages == ["That asked for too many results at once."])
    }

    @Test func choosingARegionExpandsAndAnAirportEndsTheStep() async {
        // given
        let nearby = NearbyPlaceFinderStub(result: [
            .fixture(name: "Gyeonggi", kind: .region), .fixture(name: "ICN", kind: .airport),
        ])
        let list = RecommendationListController(
            locationProvider: FixedLocationProvider(location: seoul), nearbyFinder: nearby,
            words: MessageCatalog.shipped())
        list.delegate = delegate
        list.load()
        #expect(await eventually { list.status == .loaded })
        // when
        list.chooseRow(at: 0)
        list.chooseRow(at: 1)
        list.chooseRow(at: 99)
        // then
        #expect(delegate.expandedRows.map(\.title) == ["Gyeonggi"])
        #expect(delegate.chosenPlaces.map(\.title) == ["ICN"])
    }
}
