import StaysDomain
import Testing

@testable import PlaceSearch

/// Second-level divisions (départements, counties) are found by name, after a town that has the typed name.
@Suite struct CountyTests {
    let world = SmallWorld([
        .city(1, "Calais", 73_000, country: "FR", at: 50.95, 1.86),
        .city(2, "Indre", 4_000, country: "FR", at: 47.20, -1.67),
        .county("Pas-de-Calais", 1_400_000, at: 50.51, 2.26),
        .county("Indre", 220_000, at: 46.81, 1.54),
        .county("Gard", 750_000, at: 43.96, 4.30),
    ])

    @Test func aDivisionIsFoundByItsName() {
        #expect(world.titles("pas de calais") == ["Pas-de-Calais"])
        #expect(world.titles("gard") == ["Gard"])
    }

    @Test func aTownOfTheTypedNameComesBeforeTheDivisionHavingItAsOneWord() {
        #expect(world.titles("calais") == ["Calais", "Pas-de-Calais"])
    }

    @Test func aDivisionComesBeforeAMuchSmallerTownOfItsName() {
        #expect(world.rows("indre") == ["Indre | Region in FR", "Indre | FR"])
    }
}

extension SourcePlace {
    /// A second-level division of France with the key `county:FR--NAME`.
    fileprivate static func county(_ name: String, _ population: Int, at latitude: Double, _ longitude: Double)
        -> SourcePlace
    {
        SourcePlace(
            key: "county:FR--\(name)", kind: .region, name: name,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population,
            countryCode: "FR")
    }
}
