import Testing

@testable import PlaceSearch

@Suite struct JoinedWordSplitterTests {
    private func splitter(_ terms: [String], budget: Int = 24) -> JoinedWordSplitter {
        var pool = StringPool()
        for term in terms.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            pool.append(term)
        }
        var splitter = JoinedWordSplitter(dictionary: TermDictionary(pool: pool))
        splitter.lookupBudget = budget
        return splitter
    }

    private func words(_ splitter: JoinedWordSplitter, _ typed: String) -> [String]? {
        splitter.words(in: Array(typed.utf8))?.map { String(decoding: $0, as: UTF8.self) }
    }

    private let phrases = ["new", "new york", "newark", "rio", "rio de janeiro", "서울 특별시", "york"]

    @Test func splitsAWordIntoTheWordsOfAStoredPhrase() {
        #expect(words(splitter(phrases), "newyork") == ["new", "york"])
        #expect(words(splitter(phrases), "riodejaneiro") == ["rio", "de", "janeiro"])
    }

    @Test func theLastWordMayStillBeBeingTyped() {
        #expect(words(splitter(phrases), "newyo") == ["new", "yo"])
        #expect(words(splitter(phrases), "riodeja") == ["rio", "de", "ja"])
    }

    @Test func splitsOnlyBetweenCharacters() {
        #expect(words(splitter(phrases), "서울특별시") == ["서울", "특별시"])
    }

    @Test func aWordThatNoPhraseExplainsStaysWhole() {
        #expect(words(splitter(phrases), "newark") == nil)
        #expect(words(splitter(phrases), "yorknew") == nil)
        #expect(words(splitter(phrases), "x") == nil)
    }

    @Test func theLookupBudgetBoundsTheSearch() {
        #expect(words(splitter(phrases, budget: 3), "riodejaneiro") == nil)
    }
}
