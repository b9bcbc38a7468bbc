import StaysDomain
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

    @Test func onePassGivesTheWholeDistanceAndTheBestBeginning() {
        let bostn = Array("bostn".utf8)
        let boston = EditDistance.bounded(bostn, Array("boston".utf8)[...], limit: 1, prefixLengths: 4...6)
        #expect(boston.whole == 1 && boston.prefix == 1)
        let bosnia = EditDistance.bounded(bostn, Array("bosnia".utf8)[...], limit: 1, prefixLengths: 4...6)
        #expect(bosnia.whole == nil && bosnia.prefix == 1)
        let prague = EditDistance.bounded(bostn, Array("prague".utf8)[...], limit: 1, prefixLengths: 4...6)
        #expect(prague.whole == nil && prague.prefix == nil)
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
        var search = FuzzyTermSearch(trie: TermTrie(pool: pool))
        search.nodeBudget = budget
        return search.matches(for: Array(word.utf8), maxEdits: edits, prefixMode: prefix)
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

    @Test(arguments: [1, 2]) func walkFindsExactlyWhatEditDistanceAllows(edits: Int) {
        // Given 400 seeded random words over a small alphabet, so that many lie within a few edits
        var generator = SplitMix64(seed: UInt64(edits))
        let letters = Array("abcde".utf8)
        func word() -> [UInt8] {
            (0..<Int.random(in: 1...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
        }
        let terms = Set((0..<400).map { _ in word() }).map { String(decoding: $0, as: UTF8.self) }
        for typed in (0..<30).map({ _ in word() + word() }) {
            // When the walk runs without a budget
            let found = search(terms, String(decoding: typed, as: UTF8.self), edits: edits, prefix: false)
            let prefixFound = search(terms, String(decoding: typed, as: UTF8.self), edits: edits, prefix: true)
            // Then it finds the same terms as the plain edit distance, whole and by prefix
            let expected = terms.filter { term in
                let bytes = Array(term.utf8)
                return bytes.first == typed.first && EditDistance.bounded(typed, bytes[...], limit: edits) != nil
            }
            let expectedByPrefix = terms.filter { term in
                let bytes = Array(term.utf8)
                return bytes.first == typed.first && (1...bytes.count).contains { length in
                    EditDistance.bounded(typed, bytes.prefix(length), limit: edits) != nil
                }
            }
            #expect(Set(found) == Set(expected))
            #expect(Set(prefixFound) == Set(expectedByPrefix))
        }
    }
}
