import Testing

@testable import PlaceSearch

/// A town of note comes before the airport named after it: a stay is booked in the town.
@Suite struct AirportTownTests {
    let world = SmallWorld([
        .city(1, "Gimpo-si", 203_391, country: "KR", at: 37.62, 126.71, alternates: ["Gimpo"]),
        .city(2, "Seoul", 10_349_312, country: "KR", at: 37.57, 126.98),
        .city(3, "Gimhae", 531_966, country: "KR", at: 35.23, 128.88),
        .city(4, "Haneda", 14_885, country: "JP", at: 35.55, 139.75),
        .city(5, "Tokyo", 8_336_599, country: "JP", at: 35.69, 139.69),
        .city(6, "Gimpo Beach", 150_000, country: "US", at: 40.0, -75.0),
        .airport(
            "GMP", "Gimpo International Airport", served: 10_349_312, country: "KR", city: "Seoul",
            at: 37.56, 126.79),
        .airport(
            "HND", "Haneda Airport", served: 30_000_000, country: "JP", city: "Tokyo", at: 35.55, 139.78),
    ])

    @Test func theTownAnAirportIsNamedAfterComesFirst() {
        #expect(world.titles("gimp").prefix(2) == ["Gimpo-si", "Gimpo International Airport"])
        #expect(world.titles("gimpo").prefix(2) == ["Gimpo-si", "Gimpo International Airport"])
    }

    @Test func aVillageOrAFarTownLeavesTheAirportFirst() throws {
        #expect(world.titles("haneda") == ["Haneda Airport", "Haneda"])
        let gimpo = world.titles("gimpo")
        let airport = try #require(gimpo.firstIndex(of: "Gimpo International Airport"))
        let beach = try #require(gimpo.firstIndex(of: "Gimpo Beach"))
        #expect(airport < beach)
    }

    @Test func anAirportFoundByItsCodeKeepsItsPlace() {
        #expect(world.titles("GMP").first == "Gimpo International Airport")
    }
}
