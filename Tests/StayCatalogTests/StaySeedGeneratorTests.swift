import StayCatalogCore
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct StaySeedGeneratorTests {
    static let cities = [
        Place.fixture(name: "Seoul", countryCode: "KR", population: 10_000_000),
        Place.fixture(name: "Gangneung", coordinate: .init(latitude: 37.75, longitude: 128.9), population: 200_000),
        Place.fixture(
            name: "Tiny", coordinate: .init(latitude: 35.0, longitude: 127.0), countryCode: "ZZ", population: 1_000),
    ]

    static func generator(seed: UInt64, count: Int = 300) -> StaySeedGenerator {
        StaySeedGenerator(count: count, seed: seed, cities: cities, airports: [], today: .fixture("2030-01-01"))
    }

    // MARK: - Determinism

    @Test func theSameSeedGivesTheSameCatalogue() {
        let first = (0..<300).map(Self.generator(seed: 7).seededStay(at:))
        let second = (0..<300).map(Self.generator(seed: 7).seededStay(at:))
        let other = (0..<300).map(Self.generator(seed: 8).seededStay(at:))
        #expect(first == second)
        #expect(first != other)
    }

    @Test func everyAmenityTheSeedListsIsOneASearchCanAskFor() {
        let generator = Self.generator(seed: 5, count: 2_000)
        let listed = Set((0..<2_000).flatMap { generator.seededStay(at: $0).stay.amenities })
        #expect(Set(listed.compactMap(Amenity.init(listedName:))) == Set(Amenity.allCases))
        #expect(listed.count == Amenity.allCases.count)
    }

    @Test func aListingsCoordinateAloneIsTheWholeListingsCoordinate() {
        let generator = Self.generator(seed: 4)
        let whole = (0..<300).map { generator.seededStay(at: $0).stay.coordinate }
        #expect((0..<300).map(generator.coordinate(at:)) == whole)
    }

    @Test func theSameSeedWritesTheSameRowsAndFindsTheSameStays() async throws {
        let first = try await CatalogFixture()
        let second = try await CatalogFixture()
        try await first.catalog.seed(stays: Self.generator(seed: 3)) { _, _ in }
        try await second.catalog.seed(stays: Self.generator(seed: 3)) { _, _ in }
        let query = try CatalogFixture.query("2030-02-01", "2030-02-03", sort: .price, pageSize: 100, radius: 50)
        let firstPage = try await first.catalog.search(query)
        #expect(firstPage.total > 0)
        #expect(firstPage == (try await second.catalog.search(query)))
        #expect(try await first.catalog.reservations() == (try await second.catalog.reservations()))
    }

    // MARK: - Plausibility

    @Test func listingsArePlausibleAndMostlyNearBigCities() {
        let stays = (0..<2_000).map(Self.generator(seed: 1, count: 2_000).seededStay(at:))
        let inSeoul = stays.filter { $0.stay.placeID == Self.cities[0].id }.count
        #expect(inSeoul > 1_700)
        for seeded in stays {
            let stay = seeded.stay
            #expect(stay.nightlyPrice.minorUnits >= 1_000 && stay.nightlyPrice.minorUnits % 100 == 0)
            #expect(stay.maximumGuests >= 1 && stay.minimumNights >= 1)
            #expect(stay.allowsPets == stay.amenities.contains("pets allowed"))
            #expect(
                stay.coordinate.distanceKilometres(to: Self.cities.first { $0.id == stay.placeID }!.coordinate) < 20)
            for booking in seeded.reservations {
                #expect(booking.dates.nights >= stay.minimumNights)
                #expect(!seeded.blockedNights.contains { $0.overlaps(booking.dates) })
            }
        }
    }

    @Test func noCitiesOrANegativeCountGiveNoListings() {
        #expect(
            StaySeedGenerator(count: 10, seed: 1, cities: [], airports: [], today: .fixture("2030-01-01")).count == 0)
        #expect(Self.generator(seed: 1, count: -5).count == 0)
    }

    @Test func progressIsReportedUpToTheTotal() async throws {
        let fixture = try await CatalogFixture()
        let spy = ProgressSpy()
        try await fixture.catalog.seed(stays: Self.generator(seed: 2, count: 50)) { spy.record($0, $1) }
        #expect(spy.calls.last.map { [$0.0, $0.1] } == [50, 50])
    }
}
