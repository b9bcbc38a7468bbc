import StaysDomain
import Testing

@testable import PlaceImport

/// Second-level divisions become places, except those named like a city in them.
@Suite struct CountyPlaceBuilderTests {
    private static func city(_ id: Int, _ name: String, _ population: Int, admin1: String, at latitude: Double)
        -> CityRecord
    {
        .fixture(
            id, name, latitude, 4, population: population, country: "FR", admin1: admin1, timeZone: "Europe/Paris")
    }

    @Test func aDivisionIsAPlaceUnlessACityInItHasItsName() {
        // Given two towns of the Gard, Paris in the département of its name, and the town Indre elsewhere
        let cities = [
            Self.city(1, "Nîmes", 150_000, admin1: "76", at: 43.8),
            Self.city(2, "Alès", 40_000, admin1: "76", at: 44.1),
            Self.city(3, "Paris", 2_100_000, admin1: "11", at: 48.9),
            Self.city(4, "Indre", 4_000, admin1: "52", at: 47.2),
        ]
        let join = RegionNameJoin(
            regionNames: [
                RegionCode(countryCode: "FR", admin1Code: "76"): "Occitanie",
                RegionCode(countryCode: "FR", admin1Code: "11"): "Île-de-France",
            ],
            countiesByCityID: [1: "Gard", 2: "Gard", 3: "Paris", 4: "Loire-Atlantique"])

        // When building the divisions
        let places = CountyPlaceBuilder(join: join).places(for: cities)

        // Then the Gard and Loire-Atlantique are places in their regions, and Paris is only the city
        #expect(places.map(\.key) == ["county:FR-52-Loire-Atlantique", "county:FR-76-Gard"])
        #expect(places.map(\.population) == [4_000, 190_000])
        #expect(places.map(\.regionKey) == [nil, "region:FR-76"])
        #expect(places.allSatisfy { $0.kind == .region })
    }
}
