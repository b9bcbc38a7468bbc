import PlaceSearchTestSupport
import StaysDomain
import StaysTestSupport
import Testing

@testable import PlaceSearch

/// Typo ranking on small worlds built for each case.
@Suite struct TypoRankingTests {
    private func suggester(_ places: [SourcePlace], scanLimit: Int = 1024) -> IndexedPlaceSuggester {
        IndexedPlaceSuggester(
            index: PlaceIndexBuilder(scanLimit: scanLimit).build(PlaceSourceData(places: places, groups: [])))
    }

    @Test func aTypoOfTheWholeWordOutranksATypoOfALongerWordsBeginning() throws {
        // Given a big place whose name starts like the typed word and a smaller one the typed word misspells
        let world = suggester([
            .fixture(id: 1, name: "Bosnia", latitude: 44, longitude: 18, population: 3_500_000),
            .fixture(id: 2, name: "Boston", latitude: 42.36, longitude: -71.06, population: 667_137),
        ])
        // When the user types "bostn" (Boston missing an o; also "bosn…" with one letter too many)
        let titles = try world.suggest("bostn").map(\.title)
        // Then Boston comes first
        #expect(titles == ["Boston", "Bosnia"])
    }

    @Test func aTypoMatchScoresTheMostImportantPlacesOfItsWordsNotTheFirstInSpelling() throws {
        // Given twenty small places whose names sort before Toronto's and share its beginning
        let small = "abcdefghijklmnpqrsuv".enumerated().map { number, letter in
            SourcePlace.fixture(
                id: 100 + number, name: "Toron\(letter)", latitude: 10, longitude: Double(number), population: 500)
        }
        let toronto = SourcePlace.fixture(
            id: 1, name: "Toronto", latitude: 43.7, longitude: -79.4, population: 2_600_000)
        let world = suggester(small + [toronto])
        // When the user misspells Toronto
        let first = try #require(try world.suggest("torono").first)
        // Then Toronto is found, although more than a typo match's share of names spell earlier
        #expect(first.title == "Toronto")
    }
}
