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

@Suite struct FuzzyTermSearchTests {
    private func search(_ terms: [String], _ word: String, edits: Int, prefix: Bool, budget: Int = 40_000)
        -> [String]
    {
        var pool = StringPool()
        for term in terms.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            pool.append(term)
        }
        var search = FuzzyTermSearch(pool: pool)
        search.nodeBudget = budget
        let root = TermDictionary(pool: pool).prefixRange([Array(word.utf8)[0]])
        return search.matches(for: Array(word.utf8), maxEdits: edits, prefixMode: prefix, in: root)
            .flatMap { match in match.terms.map { pool.string($0) } }
    }

    @Test func findsWholeWordsWithinTheEditLimit() {
        #expect(search(["london", "londrina", "lyon", "paris"], "lodnon", edits: 1, prefix: false) == ["london"])
    }

    @Test func prefixModeFindsWordsStartingWithATypedPrefixWithATypo() {
        #expect(
            Set(search(["springfield", "springdale", "spain"], "sprinf", edits: 1, prefix: true)) == [
                "springfield", "springdale",
            ])
    }

    @Test func skipsPhraseTerms() {
        #expect(search(["new york", "newyork"], "newyrok", edits: 1, prefix: false) == ["newyork"])
    }

    @Test func firstLetterMustBeTypedRight() {
        #expect(search(["london"], "kondon", edits: 1, prefix: false).isEmpty)
    }

    @Test func exhaustedBudgetStopsTheWalk() {
        #expect(search(["london"], "lodnon", edits: 1, prefix: false, budget: 2).isEmpty)
    }
}
