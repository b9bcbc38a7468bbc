import Testing
@testable import PlaceSearch

@Suite struct TypoToleranceTests {
    @Test func forgivesNoEditsBelowFourLettersOneFromFourTwoFromEight() {
        let tolerance = TypoTolerance()
        #expect(tolerance.allowedEdits(forLetterCount: 3) == 0)
        #expect(tolerance.allowedEdits(forLetterCount: 4) == 1)
        #expect(tolerance.allowedEdits(forLetterCount: 7) == 1)
        #expect(tolerance.allowedEdits(forLetterCount: 8) == 2)
    }

    @Test func countsLettersNotBytes() {
        #expect(TypoTolerance.letterCount(of: Array("서울시".utf8)) == 3)
    }

    @Test func transpositionCountsAsOneEdit() {
        #expect(EditDistance.bounded(Array("lodnon".utf8), Array("london".utf8)[...], limit: 1) == 1)
    }

    @Test func distanceBeyondTheLimitIsNil() {
        #expect(EditDistance.bounded(Array("paris".utf8), Array("prague".utf8)[...], limit: 2) == nil)
        #expect(EditDistance.bounded(Array("springfeld".utf8), Array("springfield".utf8)[...], limit: 2) == 1)
    }
}
