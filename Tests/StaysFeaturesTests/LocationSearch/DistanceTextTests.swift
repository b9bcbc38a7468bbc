import StaysMessages
import StaysTestSupport
import Testing

@testable import StaysFeatures

@Suite struct DistanceTextTests {
    @Test(arguments: [
        (0.0, "0 m"), (0.4249, "425 m"), (1.0, "1.0 km"), (3.44, "3.4 km"), (12.6, "13 km"), (20_015, "20,015 km"),
    ])
    func distancesAreWrittenForAListRow(kilometres: Double, expected: String) {
        #expect(DistanceText(words: MessageCatalog.shipped()).text(kilometres: kilometres) == expected)
    }

    @Test(arguments: [-1.0, .nan, .infinity, 1e300])
    func impossibleDistancesHaveNoText(kilometres: Double) {
        #expect(DistanceText(words: MessageCatalog.shipped()).text(kilometres: kilometres) == nil)
    }
}
