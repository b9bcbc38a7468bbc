import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

/// Searching the page on screen again, e.g. after a booking took one of its stays.
@Suite struct StayResultsReloadTests {
    static let today = FixedTodayProvider(day: .fixture("2030-05-01"))

    private static func query() throws -> StayQuery {
        try StayQuery(
            area: .place(id: "geonames:1", center: Coordinate(latitude: 1, longitude: 1), radiusKilometres: 5),
            dates: .fixture("2030-06-01", "2030-06-04"), guests: .fixture(), pageSize: 2, today: .fixture("2030-05-01"))
    }

    private static func page(_ ids: [StayID], next: String?) -> StayResultsPage {
        StayResultsPage(total: 4, results: ids.map { .fixture(.fixture(id: $0)) }, nextCursor: next)
    }

    @Test func reloadSearchesThePageOnScreenAgainAndKeepsTheHighlightOnTheList() async throws {
        // given the second page, with its last row highlighted
        let searcher = StaySearcherSpy(pages: [
            Self.page(["stay:1", "stay:2"], next: "c2"), Self.page(["stay:3", "stay:4"], next: nil),
            Self.page(["stay:3"], next: nil),
        ])
        let list = StayResultsController(
            searcher: searcher, query: try Self.query(), today: Self.today, words: MessageCatalog.shipped()
        ) { _ in }
        await list.load()
        await list.nextPage()
        list.moveSelection(by: 1)
        // when stay:4 was booked meanwhile
        await list.reload()
        // then
        #expect(searcher.receivedQueries.map(\.cursor) == [nil, "c2", "c2"])
        #expect(list.viewState.results.map(\.stay.id) == ["stay:3"])
        #expect(list.viewState.selectedIndex == 0)
        #expect(list.viewState.pageNumber == 2)
    }

    @Test func reloadAfterAFailedResortStartsTheNewOrderAtPageOne() async throws {
        // given a second page in the recommended order, then a re-sort that failed
        let searcher = StaySearcherSpy(pages: [Self.page(["stay:1"], next: "c2"), Self.page(["stay:2"], next: nil)])
        let list = StayResultsController(
            searcher: searcher, query: try Self.query(), today: Self.today, words: MessageCatalog.shipped()
        ) { _ in }
        await list.load()
        await list.nextPage()
        searcher.shouldFail = true
        await list.cycleSort()
        searcher.shouldFail = false
        // when
        await list.reload()
        // then the recommended order's cursor is not sent with the price order
        #expect(searcher.receivedQueries.map(\.cursor) == [nil, "c2", nil, nil])
        #expect(searcher.receivedQueries.map(\.sort) == [.recommended, .recommended, .price, .price])
        #expect(list.viewState.status == .loaded)
        #expect(list.viewState.pageNumber == 1)
    }
}
