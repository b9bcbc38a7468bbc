import StaysDomain
import Testing

@testable import PlaceSearch

/// Rule 5: trailing words naming the place's region or country narrow the answer, however many words they are.
@Suite struct QualifierTests {
    let world = SmallWorld([
        .country("GB", "United Kingdom", 66_000_000, alternates: ["UK"]),
        .country("CA", "Canada", 38_000_000),
        .country("US", "United States", 331_000_000, alternates: ["USA"]),
        .country("FR", "France", 67_000_000),
        .country("DE", "Germany", 83_000_000, alternates: ["Deutschland"]),
        .region("ENG", "England", 56_000_000, country: "GB", at: 52, -1),
        .region("11", "Île-de-France", 12_000_000, country: "FR", at: 48.8, 2.5),
        .region("TX", "Texas", 29_000_000, country: "US", at: 31, -99),
        .region("NY", "New York", 19_000_000, country: "US", at: 43, -75),
        .region("BE", "Berlin", 3_600_000, country: "DE", at: 52.5, 13.4),
        .city(1, "London", 8_961_989, country: "GB", region: "ENG", at: 51.51, -0.13),
        .city(2, "London", 383_822, country: "CA", at: 42.98, -81.23),
        .city(3, "Paris", 2_138_551, country: "FR", region: "11", at: 48.85, 2.35),
        .city(4, "Paris", 24_782, region: "TX", at: 33.66, -95.56),
        .city(5, "New York City", 8_804_190, region: "NY", at: 40.71, -74.01, alternates: ["New York"]),
        .city(6, "Berlin", 3_426_354, country: "DE", region: "BE", at: 52.52, 13.41),
        .city(7, "Berlin", 19_000, region: "NY", at: 44.47, -71.19),
    ])

    @Test func twoWordCountryNarrows() {
        #expect(world.titles("london united kingdom") == ["London"])
        #expect(world.rows("london canada") == ["London | Canada"])
    }

    @Test func aCommaAndTwoWordsNarrow() {
        let rows = world.rows("new york, united states")
        #expect(rows == ["New York City | New York, United States", "New York | Region in United States"])
    }

    @Test func aRegionOfThreeWordsNarrows() {
        #expect(world.rows("paris ile-de-france") == ["Paris | Île-de-France, France"])
    }

    @Test func aCountryInItsOwnLanguageNarrows() {
        #expect(world.rows("berlin deutschland") == ["Berlin | Berlin, Germany", "Berlin | Region in Germany"])
    }
}
