import StaysDomain
import Testing

@testable import PlaceSearch

/// Rule 7: common short forms find what they stand for first; "St", "Ste", "Mt", "Ft" and the airport
/// abbreviations match the spelled-out words in any position, and the reverse.
@Suite struct ShortFormTests {
    let world = SmallWorld([
        .country("US", "United States", 331_000_000),
        .region("FL", "Florida", 21_000_000, country: "US", at: 28, -82),
        .city(1, "Los Angeles", 3_898_747, region: "CA", at: 34.05, -118.24),
        .city(2, "Lagos", 9_000_000, country: "NG", at: 6.45, 3.39),
        .city(3, "New York City", 8_804_190, region: "NY", at: 40.71, -74.01),
        .city(4, "San Francisco", 873_965, region: "CA", at: 37.77, -122.42),
        .city(5, "St. Petersburg", 258_308, region: "FL", at: 27.77, -82.64),
        .city(6, "Saint Petersburg", 5_351_935, country: "RU", at: 59.94, 30.31),
        .city(7, "Mount Pleasant", 90_000, region: "SC", at: 32.79, -79.86),
        .city(8, "Port Saint Lucie", 204_851, region: "FL", at: 27.29, -80.35),
        .city(9, "Fort Worth", 918_915, region: "TX", at: 32.73, -97.32),
        .city(10, "Sainte-Foy", 7_000, country: "CA", at: 46.78, -71.29),
        .airport("DYS", "Dyess Afb", served: 120_000, country: "US", city: "Abilene", at: 32.42, -99.85),
        .airport(
            "BWI", "Baltimore/Washington International Thurgood Marshall Airport", served: 2_800_000, country: "US",
            city: "Baltimore", at: 39.18, -76.67),
        .airport("GSO", "Piedmont Triad Intl", served: 700_000, country: "US", city: "Greensboro", at: 36.10, -79.94),
        .airport(
            "IAD", "Washington Dulles Ntl", served: 5_000_000, country: "US", city: "Washington", at: 38.95, -77.46),
    ])

    @Test(arguments: [
        ("LA", ["Los Angeles", "Lagos"]),
        ("nyc", ["New York City"]),
        ("NY", ["New York City"]),
        ("SF", ["San Francisco"]),
        ("St Pete", ["St. Petersburg", "Saint Petersburg"]),
        ("saint pete", ["St. Petersburg", "Saint Petersburg"]),
    ])
    func aShortFormFindsWhatItStandsForFirst(short: String, titles: [String]) {
        #expect(world.titles(short) == titles)
    }

    @Test func stMtFtAndSteMatchTheirWordsAnywhereInAName() {
        #expect(world.titles("mt pleasant") == ["Mount Pleasant"])
        #expect(world.titles("port st lucie") == ["Port Saint Lucie"])
        #expect(world.titles("ft worth") == ["Fort Worth"])
        #expect(world.titles("st petersburg") == ["Saint Petersburg", "St. Petersburg"])
        #expect(world.titles("saint petersburg fl") == ["St. Petersburg"])
    }

    @Test func theMainNameWithAShortWordIsTheMainNameInAnotherSpelling() {
        let index = PlaceIndexBuilder(scanLimit: 1024).build(
            PlaceSourceData(
                places: [
                    .city(11, "Fort Lauderdale", 182_760, region: "FL", at: 26.12, -80.14, alternates: ["Ft Myers"]),
                    .city(12, "Saint Paul", 311_527, region: "MN", at: 44.94, -93.09),
                ], groups: []))
        let forms = index.nameDigests.indices.filter { index.nameDigests[$0].isMainForm }.map { name in
            index.nameTerms(of: name).map { String(decoding: index.dictionary.bytes(Int($0)), as: UTF8.self) }
                .joined(separator: " ")
        }
        #expect(forms.sorted() == ["ft lauderdale", "st paul"])
    }

    @Test func airportAbbreviationsMatchTheWordsAndTheReverse() {
        #expect(world.titles("dyess air force base") == ["Dyess Afb"])
        #expect(world.titles("piedmont triad international") == ["Piedmont Triad Intl"])
        #expect(world.titles("washington dulles national") == ["Washington Dulles Ntl"])
        #expect(
            world.titles("baltimore washington intl")
                == ["Baltimore/Washington International Thurgood Marshall Airport"])
    }
}
