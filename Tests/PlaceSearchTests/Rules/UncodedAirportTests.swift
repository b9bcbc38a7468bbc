import StaysDomain
import Testing

@testable import PlaceSearch

/// Airfields without an IATA code are found by their names, and weigh too little to crowd a town or an airport
/// with a code out of a prefix; heliports, seaplane bases and closed fields weigh less still and are found only
/// by their whole names.
@Suite struct UncodedAirportTests {
    let world = SmallWorld([
        .city(1, "Cairo", 9_606_916, country: "EG", at: 30.06, 31.25),
        .city(2, "Chelles", 54_000, country: "FR", at: 48.88, 2.59),
        .airport(
            "CAI", "Cairo International Airport", served: 12_000_000, country: "EG", city: "Cairo", at: 30.12, 31.41),
        SourcePlace(
            key: "airport:HECW", kind: .airport, name: "Cairo West Airport", alternateNames: ["HECW"],
            coordinate: Coordinate(latitude: 30.12, longitude: 30.92), population: 12_000_000, countryCode: "EG",
            locality: "Cairo"),
        SourcePlace(
            key: "airport:LFPH", kind: .airport, name: "Chelles Le Pin Airfield", alternateNames: ["LFPH"],
            coordinate: Coordinate(latitude: 48.90, longitude: 2.61), population: 11_000_000, countryCode: "FR",
            locality: "Chelles"),
        SourcePlace(
            key: "airfield:E1", kind: .airport, name: "Cairo Heliport",
            coordinate: Coordinate(latitude: 30.05, longitude: 31.24), population: 12_000_000, countryCode: "EG",
            locality: "Cairo", isMinorAirfield: true),
        SourcePlace(
            key: "airfield:E2", kind: .airport, name: "Giza Pyramids Heliport",
            coordinate: Coordinate(latitude: 29.98, longitude: 31.13), population: 9_000_000, countryCode: "EG",
            locality: "Giza", isMinorAirfield: true),
    ])

    @Test func anAirfieldIsFoundByItsFullName() {
        #expect(world.titles("cairo west airport") == ["Cairo West Airport"])
        #expect(world.titles("HECW") == ["Cairo West Airport"])
    }

    @Test func anAirfieldComesAfterTheTownAndTheAirportItsNameBeginsLike() {
        #expect(world.titles("chelles") == ["Chelles", "Chelles Le Pin Airfield"])
        #expect(world.titles("cairo") == ["Cairo", "Cairo International Airport", "Cairo West Airport"])
    }

    @Test func aHeliportIsListedBesideOtherPlacesOnlyWhenEveryWordOfItsNameIsTyped() {
        #expect(world.titles("cairo heliport") == ["Cairo Heliport"])
        #expect(world.titles("cairo heli") == ["Cairo Heliport"])
        #expect(world.titles("cairo h") == ["Cairo Heliport"])
    }

    @Test func heliportsBeginningLikeTheTypedWordsAreListedWhenNothingElseIs() {
        #expect(world.titles("giza pyr") == ["Giza Pyramids Heliport"])
        #expect(world.titles("giza") == ["Giza Pyramids Heliport"])
        #expect(world.titles("heliport") == ["Cairo Heliport", "Giza Pyramids Heliport"])
    }

    @Test func onlyAirportsWithAnIATACodeAnchorTheSeededStays() {
        #expect(world.suggester.airportPlaces().map(\.name) == ["Cairo International Airport"])
    }
}
