import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct RandomCountryLocationProviderTests {
    let korea = (0..<40).map { Place.fixture(name: "Place \($0)", countryCode: "KR") }

    private func picks(seed: UInt64, count: Int) async throws -> [String?] {
        let provider = RandomCountryLocationProvider(
            countryCode: "KR", listing: CountryPlaceListerStub(placesByCountry: ["KR": korea]),
            generator: SplitMix64(seed: seed)
        )
        var names: [String?] = []
        for _ in 0..<count {
            names.append(try await provider.currentLocation().name)
        }
        return names
    }

    @Test func theSameSeedPicksTheSamePlaces() async throws {
        // when
        let first = try await picks(seed: 42, count: 8)
        let second = try await picks(seed: 42, count: 8)
        // then
        #expect(first == second)
        #expect(Set(first).count > 1)
    }

    @Test func anotherSeedPicksOtherPlaces() async throws {
        // when
        let first = try await picks(seed: 1, count: 8)
        let second = try await picks(seed: 2, count: 8)
        // then
        #expect(first != second)
    }

    @Test func picksComeFromTheCountrysListAndItsLimit() async throws {
        // given
        let listing = CountryPlaceListerStub(placesByCountry: ["KR": korea])
        let provider = RandomCountryLocationProvider(
            countryCode: "kr", listing: listing, generator: SplitMix64(seed: 7), candidateLimit: 3
        )
        // when
        let location = try await provider.currentLocation()
        // then
        #expect(korea.prefix(3).map(\.name).contains(location.name))
        #expect(listing.receivedCountryCodes == ["KR"])
        #expect(listing.receivedLimits == [3])
    }

    @Test(arguments: ["", "K", "KOR", "1R", "K\u{0}", "🇰🇷"])
    func aBadCountryCodeIsRefused(code: String) async {
        // given
        let listing = CountryPlaceListerStub(placesByCountry: [:])
        let provider = RandomCountryLocationProvider(
            countryCode: code, listing: listing, generator: SplitMix64(seed: 1))
        // when / then
        await #expect(throws: LocationProvidingError.invalidCountryCode(code)) { try await provider.currentLocation() }
        #expect(listing.receivedCountryCodes.isEmpty)
    }

    @Test func aCountryWithNoPlacesIsAnError() async {
        // given
        let listing = CountryPlaceListerStub(placesByCountry: ["AQ": []])
        let provider = RandomCountryLocationProvider(
            countryCode: "AQ", listing: listing, generator: SplitMix64(seed: 1))
        // when / then
        await #expect(throws: LocationProvidingError.noPlacesInCountry("AQ")) { try await provider.currentLocation() }
    }
}
