import StaysDomain
import Testing

@testable import PlaceSearch

/// Rule 1: an exact IATA code ranks its airport first and the city right after; an airport is found by the
/// name of the place it is named after.
@Suite struct AirportCodeTests {
    let world = SmallWorld([
        .city(1, "Pueblo", 109_412, region: "CO", at: 38.25, -104.61, alternates: ["PUB"]),
        .city(2, "Public Landing", 200, region: "MD", at: 38.15, -75.29),
        .city(3, "Haneda", 14_885, country: "JP", at: 35.55, 139.75, alternates: ["HND"]),
        .city(4, "Tokyo", 8_336_599, country: "JP", at: 35.69, 139.69),
        .airport(
            "PUB", "Pueblo Memorial Airport", served: 150_000, country: "US", city: "Pueblo", at: 38.29, -104.50),
        .airport(
            "HND", "Tokyo International Airport", served: 30_000_000, country: "JP", city: "Tokyo", at: 35.55, 139.78,
            alternates: ["Haneda", "Haneda Airport", "Tokyo Airport"]),
    ])

    @Test func anExactCodeRanksItsAirportFirstAndTheCityNext() {
        #expect(world.titles("PUB") == ["Pueblo Memorial Airport", "Pueblo", "Public Landing"])
        #expect(world.titles("pub") == ["Pueblo Memorial Airport", "Pueblo", "Public Landing"])
    }

    @Test func aCodeTypedInsideALongerQueryIsNoCode() {
        #expect(world.titles("pueb") == ["Pueblo", "Pueblo Memorial Airport", "Public Landing"])
    }

    @Test func anAirportIsFoundByThePlaceItIsNamedAfter() {
        #expect(world.titles("haneda") == ["Tokyo International Airport", "Haneda"])
        #expect(world.titles("haneda airport") == ["Tokyo International Airport"])
        #expect(world.titles("HND") == ["Tokyo International Airport", "Haneda"])
    }
}
