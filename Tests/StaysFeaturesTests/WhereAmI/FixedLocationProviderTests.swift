import StaysDomain
import StaysFeatures
import Testing

@Suite struct FixedLocationProviderTests {
    @Test func answersTheGivenLocationEveryTime() async throws {
        // given
        let location = UserLocation(coordinate: Coordinate(latitude: -33.87, longitude: 151.21), name: "Sydney")
        let provider = FixedLocationProvider(location: location)
        // when
        let first = try await provider.currentLocation()
        let second = try await provider.currentLocation()
        // then
        #expect(first == location)
        #expect(second == location)
    }
}
