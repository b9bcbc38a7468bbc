import StaysDomain
import Testing

@testable import PlaceSearch

/// A query naming a kind of airfield ("Air Base", "Heliport") that matches nothing is read again with
/// "airport" in its place; a name that has those words itself is found as typed.
@Suite struct AirportKindWordTests {
    let world = SmallWorld([
        .city(1, "Armilla", 23_000, country: "ES", at: 37.14, -3.62),
        SourcePlace(
            key: "airport:LEGA", kind: .airport, name: "Armilla Airport", alternateNames: ["LEGA"],
            coordinate: Coordinate(latitude: 37.13, longitude: -3.64), population: 500_000, countryCode: "ES",
            locality: "Armilla"),
        .airport("OKO", "Yokota Air Base", served: 1_000_000, country: "JP", city: "Fussa", at: 35.75, 139.35),
        .airport("SSN", "Seoul Air Base", served: 10_000_000, country: "KR", city: "Seongnam", at: 37.45, 127.11),
    ])

    @Test func anAirBaseStoredAsAnAirportIsFound() {
        #expect(world.titles("armilla air base") == ["Armilla Airport"])
        #expect(world.titles("Armilla Heliport") == ["Armilla Airport"])
    }

    @Test func aNameWithTheKindWordsItselfIsFoundAsTyped() {
        #expect(world.titles("yokota air base") == ["Yokota Air Base"])
    }

    @Test func anUnknownPlaceWithKindWordsStillGetsPartialMatches() {
        let rows = world.suggestions("udbina air base")
        #expect(rows.map(\.title) == ["Seoul Air Base", "Yokota Air Base"])
        #expect(rows.allSatisfy { $0.partial == true })
    }
}
