import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct TimeZoneLocationProviderTests {
    let fallback = UserLocation(coordinate: Coordinate(latitude: 51.5, longitude: -0.12), name: "London")

    @Test func theZonesMostPopulousPlaceIsTheGuess() async throws {
        // given
        let seoul = Place.fixture(name: "Seoul")
        let finder = TimeZonePlaceFinderStub(answers: ["Asia/Seoul": seoul])
        let provider = TimeZoneLocationProvider(timeZoneIdentifier: "Asia/Seoul", finder: finder, fallback: fallback)
        // when
        let location = try await provider.currentLocation()
        // then
        #expect(location == UserLocation(coordinate: seoul.coordinate, name: "Seoul"))
        #expect(finder.receivedTimeZones == ["Asia/Seoul"])
    }

    @Test func anUnknownZoneFallsBack() async throws {
        // given
        let finder = TimeZonePlaceFinderStub(answers: ["Etc/Unknown": nil])
        let provider = TimeZoneLocationProvider(timeZoneIdentifier: "Etc/Unknown", finder: finder, fallback: fallback)
        // when
        let location = try await provider.currentLocation()
        // then
        #expect(location == fallback)
    }

    @Test(arguments: ["", "  \n"])
    func aBlankZoneFallsBackWithoutAsking(identifier: String) async throws {
        // given
        let finder = TimeZonePlaceFinderStub(answers: [:])
        let provider = TimeZoneLocationProvider(timeZoneIdentifier: identifier, finder: finder, fallback: fallback)
        // when
        let location = try await provider.currentLocation()
        // then
        #expect(location == fallback)
        #expect(finder.receivedTimeZones.isEmpty)
    }

    @Test func theZoneIsTrimmedBeforeAsking() async throws {
        // given
        let finder = TimeZonePlaceFinderStub(answers: ["Asia/Seoul": .fixture(name: "Seoul")])
        let provider = TimeZoneLocationProvider(timeZoneIdentifier: " Asia/Seoul\n", finder: finder, fallback: fallback)
        // when
        let location = try await provider.currentLocation()
        // then
        #expect(location.name == "Seoul")
    }

    @Test func aFinderFailureIsPassedOn() async {
        // given
        let finder = TimeZonePlaceFinderStub(answers: [:], shouldFail: true)
        let provider = TimeZoneLocationProvider(timeZoneIdentifier: "Asia/Seoul", finder: finder, fallback: fallback)
        // when / then
        await #expect(throws: TestDoubleError.forcedFailure) { try await provider.currentLocation() }
    }
}
