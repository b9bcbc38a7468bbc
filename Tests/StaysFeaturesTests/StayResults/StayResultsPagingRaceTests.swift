import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

/// Answers that arrive late: a page's cursor is only ever sent with the order it came in.
@Suite struct StayResultsPagingRaceTests {
    static let today = FixedTodayProvider(day: .fixture("2030-05-01"))

    private static func query() throws -> StayQuery {
        try StayQuery(
            area: .place(id: "geonames:1", center: Coordinate(latitude: 1, longitude: 1), radiusKilometres: 5),
            dates: .fixture("2030-06-01", "2030-06-04"), guests: .fixture(), pageSize: 1, today: .fixture("2030-05-01"))
    }

    private static func page(_ id: StayID, next: String?) -> StayResultsPage {
        StayResultsPage(total: 3, results: [.fixture(.fixture(id: id))], nextCursor: next)
    }

    /// A list on its first page in the recommended order, whose next page starts at "recommended-2".
    private func listOnFirstPage(_ searcher: ControllableStaySearcher) async throws -> StayResultsController {
        let list = StayResultsController(
            searcher: searcher, query: try Self.query(), today: Self.today, words: MessageCatalog.shipped()
        ) { _ in }
        await searcher.allowSearches(1)
        let loading = Task { await list.load() }
        _ = await searcher.waitingQueries(count: 1)
        try await searcher.answer(.recommended, with: Self.page("stay:1", next: "recommended-2"))
        await loading.value
        return list
    }

    // MARK: - Paging during a re-sort

    @Test func nextPageWhileAResortLoadsIsIgnoredInsteadOfSendingTheOldOrdersCursor() async throws {
        // given a re-sort on its way
        let searcher = ControllableStaySearcher()
        let list = try await listOnFirstPage(searcher)
        await searcher.allowSearches(1)
        let sorting = Task { await list.cycleSort() }
        _ = await searcher.waitingQueries(count: 1)
        // when
        await list.nextPage()
        // then no search went out with the recommended order's cursor
        #expect(await searcher.receivedQueries.map(\.cursor) == [nil, nil])
        #expect(!list.viewState.hasNextPage)
        try await searcher.answer(.price, with: Self.page("stay:7", next: "price-2"))
        await sorting.value
        #expect(list.viewState.status == .loaded)
        #expect(list.viewState.sort == .price)
        #expect(list.viewState.results.map(\.stay.id) == ["stay:7"])
        #expect(list.viewState.pageNumber == 1)
        #expect(list.viewState.hasNextPage)
    }

    @Test func nextPageAfterTheResortArrivedSendsTheNewOrdersCursor() async throws {
        // given a re-sort that has arrived
        let searcher = ControllableStaySearcher()
        let list = try await listOnFirstPage(searcher)
        await searcher.allowSearches(2)
        let sorting = Task { await list.cycleSort() }
        _ = await searcher.waitingQueries(count: 1)
        try await searcher.answer(.price, with: Self.page("stay:7", next: "price-2"))
        await sorting.value
        // when
        let paging = Task { await list.nextPage() }
        let waiting = await searcher.waitingQueries(count: 1)
        try await searcher.answer(.price, with: Self.page("stay:8", next: nil))
        await paging.value
        // then
        #expect(waiting.map(\.cursor) == ["price-2"])
        #expect(list.viewState.results.map(\.stay.id) == ["stay:8"])
        #expect(list.viewState.pageNumber == 2)
    }

    // MARK: - Late answers

    @Test func anOlderOrdersLateAnswerDoesNotReplaceTheNewerOne() async throws {
        // given two re-sorts on their way: to price, then to rating
        let searcher = ControllableStaySearcher()
        let list = try await listOnFirstPage(searcher)
        await searcher.allowSearches(3)
        let toPrice = Task { await list.cycleSort() }
        _ = await searcher.waitingQueries(count: 1)
        let toRating = Task { await list.cycleSort() }
        _ = await searcher.waitingQueries(count: 2)
        // when the rating answer comes first and the price answer after it
        try await searcher.answer(.rating, with: Self.page("stay:9", next: "rating-2"))
        await toRating.value
        try await searcher.answer(.price, with: Self.page("stay:7", next: "price-2"))
        await toPrice.value
        // then the rating page stays, and paging goes on in the rating order
        #expect(list.viewState.sort == .rating)
        #expect(list.viewState.results.map(\.stay.id) == ["stay:9"])
        #expect(list.viewState.status == .loaded)
        let paging = Task { await list.nextPage() }
        let waiting = await searcher.waitingQueries(count: 1)
        try await searcher.answer(.rating, with: Self.page("stay:10", next: nil))
        await paging.value
        #expect(waiting.map(\.cursor) == ["rating-2"])
    }

    @Test func pageKeysPressedWhileAPageLoadsAreIgnored() async throws {
        // given the second page on its way
        let searcher = ControllableStaySearcher()
        let list = try await listOnFirstPage(searcher)
        await searcher.allowSearches(1)
        let paging = Task { await list.nextPage() }
        _ = await searcher.waitingQueries(count: 1)
        // when
        await list.nextPage()
        await list.previousPage()
        // then
        #expect(await searcher.receivedQueries.map(\.cursor) == [nil, "recommended-2"])
        try await searcher.answer(.recommended, with: Self.page("stay:2", next: "recommended-3"))
        await paging.value
        #expect(list.viewState.pageNumber == 2)
        #expect(list.viewState.results.map(\.stay.id) == ["stay:2"])
    }
}
