import PlaceSearch
import StaysDomain
import StaysTestSupport
import Testing

@Suite struct CachingPlaceSuggesterTests {
    private func query(_ text: String, near: Coordinate? = nil, limit: Int = 10) throws -> SuggestionQuery {
        try SuggestionQuery(text: text, near: near, limit: limit)
    }

    @Test func aKeptAnswerIsGivenWithoutAskingAgain() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture(title: "Seoul")])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: 4)
        // when
        let first = try await suggester.suggestions(for: query("Seo"))
        let second = try await suggester.suggestions(for: query("Seo"))
        // then
        #expect(first == second)
        #expect(first.map(\.title) == ["Seoul"])
        #expect(spy.suggestCallCount == 1)
    }

    @Test func anotherPointOrLimitOrTextIsAnotherQuery() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: 8)
        let queries = [
            try query("Seo"), try query("Seo", near: Coordinate(latitude: 37.5, longitude: 127)),
            try query("Seo", near: Coordinate(latitude: 37.5, longitude: 127.1)), try query("Seo", limit: 3),
            try query("seo"),
        ]
        // when
        for query in queries + queries { _ = try await suggester.suggestions(for: query) }
        // then
        #expect(spy.receivedQueries == queries)
    }

    @Test func anotherLanguageIsAnotherQuery() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: 8)
        let queries = [
            try SuggestionQuery(text: "Seo", language: "ko"), try SuggestionQuery(text: "Seo", language: "en"),
            try SuggestionQuery(text: "Seo"),
        ]
        // when
        for query in queries + queries { _ = try await suggester.suggestions(for: query) }
        // then
        #expect(spy.receivedQueries.map(\.language) == ["ko", "en", nil])
    }

    @Test func failuresAreNotKept() async throws {
        // given
        let stub = PlaceSuggesterStub(result: [.fixture(title: "Seoul")], shouldFail: true)
        let suggester = CachingPlaceSuggester(upstream: stub, capacity: 4)
        await #expect(throws: TestDoubleError.forcedFailure) { try await suggester.suggestions(for: query("Seo")) }
        // when
        stub.shouldFail = false
        let answer = try await suggester.suggestions(for: query("Seo"))
        // then
        #expect(answer.map(\.title) == ["Seoul"])
    }

    @Test func noMoreThanTheCapacityIsKept() async throws {
        // given four answers kept out of five asked
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: 4)
        for text in ["a", "b", "c", "d", "e"] { _ = try await suggester.suggestions(for: query(text)) }
        // when all five are asked again
        for text in ["a", "b", "c", "d", "e"] { _ = try await suggester.suggestions(for: query(text)) }
        // then at least one had to be asked upstream again
        #expect(spy.suggestCallCount > 5)
    }

    @Test func aHotQuerySurvivesAFloodOfColdOnes() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: 8)
        // when a query is asked between every two of 1,000 others asked once
        for number in 0..<1_000 {
            _ = try await suggester.suggestions(for: query("hot"))
            _ = try await suggester.suggestions(for: query("cold \(number)"))
        }
        // then the hot one went upstream once
        #expect(spy.receivedQueries.filter { $0.text == "hot" }.count == 1)
        #expect(spy.suggestCallCount == 1_001)
    }

    @Test(arguments: [0, -5])
    func aCapacityOfZeroOrLessKeepsNothing(capacity: Int) async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: capacity)
        // when
        for _ in 0..<3 { _ = try await suggester.suggestions(for: query("Seo")) }
        // then
        #expect(spy.suggestCallCount == 3)
    }

    @Test func manyTasksAtOnceGetTheirOwnAnswers() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let suggester = CachingPlaceSuggester(upstream: spy, capacity: 16)
        // when 64 tasks ask 32 queries, twice each, at once
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for number in 0..<64 {
                group.addTask { try await suggester.suggestions(for: self.query("q\(number % 32)")).count }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        // then every task got the answer and upstream was asked at most once per task
        #expect(counts == Array(repeating: 1, count: 64))
        #expect((32...64).contains(spy.suggestCallCount))
    }
}
