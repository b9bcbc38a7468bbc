import Foundation
import Hummingbird
import HummingbirdTesting
import StaysDomain
import StaysServer
import StaysTestSupport
import StaysWire
import Testing

@Suite struct RulesRouteTests {
    // MARK: - Rules

    @Test func theRulesOfferNoMoreGuestsThanTheLargestStayTakes() async throws {
        let harness = try await ServerHarness()
        let rules = try await harness.test { try await $0.send(.get, "/api/v1/rules").decoded(StayRulesResponse.self) }
        #expect(rules.maximumGuests == ServerHarness.loft.maximumGuests)
        #expect(rules.maximumNights == StayRules.maximumNights)
        #expect(rules.suggestionCount == SuggestionQuery.defaultLimit)
    }

    // MARK: - Starting point

    @Test func aTimeZoneStartsAtItsMostPopulousPlace() async throws {
        let finder = TimeZonePlaceFinderStub(answers: ["Asia/Seoul": ServerHarness.seoul])
        let harness = try await ServerHarness(replacing: { $0.replacing(timeZoneFinder: finder) })
        let start = try await harness.test {
            try await $0.send(.get, "/api/v1/places/starting-point?timeZone=Asia%2FSeoul").decoded(StartingPoint.self)
        }
        #expect(start == StartingPoint(name: ServerHarness.seoul.name, coordinate: ServerHarness.seoul.coordinate))
        #expect(finder.receivedTimeZones == ["Asia/Seoul"])
    }

    @Test(arguments: ["?timeZone=UTC", "", "?timeZone=", "?timeZone=\(String(repeating: "A", count: 5_000))"])
    func aZoneNamingNoPlaceStartsAtTheSharedFallback(query: String) async throws {
        let finder = TimeZonePlaceFinderStub(answers: ["UTC": nil])
        let harness = try await ServerHarness(replacing: { $0.replacing(timeZoneFinder: finder) })
        let start = try await harness.test {
            try await $0.send(.get, "/api/v1/places/starting-point\(query)").decoded(StartingPoint.self)
        }
        #expect(start == StayRules.fallbackStart)
    }

    // MARK: - Destinations

    @Test func aFirstPageGetsTheDestinationsInTheirOrder() async throws {
        let listing = PopularDestinationListingStub(places: [ServerHarness.seoul, .fixture(name: "Busan")])
        let harness = try await ServerHarness(replacing: { $0.replacing(destinations: listing) })
        let answer = try await harness.test {
            try await $0.send(.get, "/api/v1/places/destinations?limit=1").decoded(PlaceListResponse.self)
        }
        #expect(answer.places.map(\.name) == [ServerHarness.seoul.name])
        #expect(listing.receivedLimits == [1])
    }

    @Test(arguments: ["0", "101", "-1", "many"])
    func aLimitOutOfRangeIsRefused(limit: String) async throws {
        let harness = try await ServerHarness()
        let response = try await harness.test { try await $0.send(.get, "/api/v1/places/destinations?limit=\(limit)") }
        #expect(response.status == .badRequest)
    }
}
