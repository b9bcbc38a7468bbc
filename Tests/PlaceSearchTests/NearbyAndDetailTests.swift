import PlaceSearchTestSupport
import StaysDomain
import StaysTestSupport
import Testing

@testable import PlaceSearch

@Suite struct NearbyAndDetailTests {
    let suggester = makeFixtureSuggester()

    @Test func nearbyListsPopularPlacesAroundThePointWithDistances() throws {
        let results = suggester.nearby(try NearbyQuery(center: PlaceWorldFixture.seoul, limit: 3))
        #expect(results.first?.place.name == "Seoul")
        #expect((results.first?.distanceKilometres ?? 99) < 2)
    }

    @Test func nearbyInTheOceanStillFindsTheNearestPlaces() throws {
        let pacific = Coordinate(latitude: -30, longitude: -140)
        let results = suggester.nearby(try NearbyQuery(center: pacific, limit: 2))
        #expect(results.count == 2)
        #expect(results.allSatisfy { ($0.distanceKilometres ?? 0) > 1000 })
    }

    @Test func detailOfAGroupListsItsMembersNearestFirstWhenNearIsGiven() throws {
        let query = try PlaceDetailQuery(subject: .group("group:name:springfield"), near: PlaceWorldFixture.boston)
        let results = try suggester.detail(query)
        #expect(results.count == 4)
        #expect(results.first?.place.id == "geonames:4951788")
        #expect(results.allSatisfy { $0.distanceKilometres != nil })
    }

    @Test func detailOfARegionListsItsCities() throws {
        let results = try suggester.detail(try PlaceDetailQuery(subject: .group("region:US-IL")))
        #expect(Set(results.map(\.place.name)) == ["Chicago", "Springfield"])
    }

    @Test func detailOfAirportGroupListsTheAirports() throws {
        let results = try suggester.detail(try PlaceDetailQuery(subject: .group("group:airports:SEL")))
        #expect(results.map(\.place.id) == ["airport:ICN", "airport:GMP"])
    }

    @Test func detailOfFreeTextListsPlacesButNoGroups() throws {
        let results = try suggester.detail(try PlaceDetailQuery(subject: .text("springfield")))
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.place.kind == .city })
    }

    @Test func detailOfAnUnknownIdIsAClearError() {
        #expect(throws: PlaceQueryError.unknownPlace("group:nope")) {
            try suggester.detail(try PlaceDetailQuery(subject: .group("group:nope")))
        }
    }
}

@Suite struct WhereAmITests {
    let suggester = makeFixtureSuggester()

    @Test func timeZoneFindsItsMostPopulousCity() async throws {
        #expect(try await suggester.mostPopulousPlace(inTimeZone: "Asia/Seoul")?.name == "Seoul")
        #expect(try await suggester.mostPopulousPlace(inTimeZone: "Mars/Olympus") == nil)
    }

    @Test func countryListsItsCitiesMostPopulousFirst() async throws {
        let places = try await suggester.places(inCountry: "us", limit: 2)
        #expect(places.map(\.name) == ["Chicago", "Boston"])
    }
}
