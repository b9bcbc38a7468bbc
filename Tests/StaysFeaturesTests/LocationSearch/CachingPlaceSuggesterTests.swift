import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@Suite struct CachingPlaceSuggesterTests {
    private func query(_ text: String, near: Coordinate? = nil) throws -> SuggestionQuery {
        try SuggestionQuery(text: text, near: near)
    }

    @Test func aRepeatedQueryIsAnsweredFromTheCache() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture(title: "Springfield")])
        let cache = CachingPlaceSuggester(upstream: spy, capacity: 4)
        // when
        let first = try await cache.suggestions(for: query("Spr"))
        let second = try await cache.suggestions(for: query("Spr"))
        // then
        #expect(first == second)
        #expect(first.map(\.title) == ["Springfield"])
        #expect(spy.suggestCallCount == 1)
    }

    @Test func theWholeQueryIsTheKey() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let cache = CachingPlaceSuggester(upstream: spy, capacity: 4)
        // when
        _ = try await cache.suggestions(for: query("Spr"))
        _ = try await cache.suggestions(for: query("Spr", near: Coordinate(latitude: 1, longitude: 2)))
        _ = try await cache.suggestions(for: query("spr"))
        // then
        #expect(spy.suggestCallCount == 3)
    }

    @Test func theLeastRecentlyUsedQueryIsEvictedWhenFull() async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let cache = CachingPlaceSuggester(upstream: spy, capacity: 2)
        _ = try await cache.suggestions(for: query("a"))
        _ = try await cache.suggestions(for: query("b"))
        _ = try await cache.suggestions(for: query("a"))
        // when
        _ = try await cache.suggestions(for: query("c"))
        _ = try await cache.suggestions(for: query("a"))
        _ = try await cache.suggestions(for: query("b"))
        // then
        #expect(spy.receivedQueries.map(\.text) == ["a", "b", "c", "b"])
    }

    @Test func failuresAreNotCached() async throws {
        // given
        let stub = PlaceSuggesterStub(result: [.fixture(title: "Springfield")], shouldFail: true)
        let cache = CachingPlaceSuggester(upstream: stub, capacity: 4)
        await #expect(throws: TestDoubleError.forcedFailure) { try await cache.suggestions(for: query("Spr")) }
        // when
        stub.shouldFail = false
        let answer = try await cache.suggestions(for: query("Spr"))
        // then
        #expect(answer.map(\.title) == ["Springfield"])
    }

    @Test(arguments: [0, -5])
    func aCapacityOfZeroOrLessCachesNothing(capacity: Int) async throws {
        // given
        let spy = PlaceSuggesterSpy(result: [.fixture()])
        let cache = CachingPlaceSuggester(upstream: spy, capacity: capacity)
        // when
        _ = try await cache.suggestions(for: query("Spr"))
        _ = try await cache.suggestions(for: query("Spr"))
        // then
        #expect(spy.suggestCallCount == 2)
    }
}
