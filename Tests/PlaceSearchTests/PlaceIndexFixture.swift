import PlaceSearchTestSupport
import StaysDomain
import StaysTestSupport

@testable import PlaceSearch

/// The fixture world indexed once per test.
func makeFixtureSuggester(scanLimit: Int = 1024) -> IndexedPlaceSuggester {
    IndexedPlaceSuggester(index: PlaceIndexBuilder(scanLimit: scanLimit).build(PlaceWorldFixture.sourceData()))
}

extension IndexedPlaceSuggester {
    /// Suggestions for text, for tests.
    func suggest(_ text: String, near: Coordinate? = nil, limit: Int = 10, bounds: SearchBounds? = nil) throws
        -> [PlaceSuggestion]
    {
        try suggest(SuggestionQuery(text: text, near: near, limit: limit, bounds: bounds))
    }
}
