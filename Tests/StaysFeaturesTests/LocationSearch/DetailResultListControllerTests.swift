import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@MainActor
@Suite struct DetailResultListControllerTests {
    let delegate = PlaceListControllerDelegateSpy()
    let illinois = PlaceRow(
        id: "region:US-IL", kind: .region, title: "Illinois", subtitle: "United States",
        coordinate: Coordinate(latitude: 40, longitude: -89)
    )

    @Test func expandingARegionListsItsPlaces() async throws {
        // given
        let searcher = PlaceDetailSearcherStub(results: ["region:US-IL": [.fixture(name: "Chicago")]])
        let list = DetailResultListController(searcher: searcher, words: MessageCatalog.shipped(), limit: 7)
        list.delegate = delegate
        list.near = Coordinate(latitude: 41, longitude: -87)
        // when
        list.expand(illinois)
        // then
        #expect(await eventually { list.status == .loaded })
        #expect(list.title == "Places in Illinois")
        #expect(list.rows.map(\.title) == ["Chicago"])
        let query = try #require(searcher.receivedQueries.first)
        #expect(query == (try PlaceDetailQuery(subject: .group("region:US-IL"), near: list.near, limit: 7)))
    }

    @Test func closingDropsAnAnswerStillOnItsWay() async {
        // given
        let list = DetailResultListController(
            searcher: PlaceDetailSearcherStub(results: ["region:US-IL": [.fixture(name: "Chicago")]]),
            words: MessageCatalog.shipped()
        )
        list.delegate = delegate
        list.expand(illinois)
        // when
        list.close()
        await settle()
        // then
        #expect(list.rows.isEmpty)
        #expect(list.status == .idle)
        #expect(list.subject == nil)
        #expect(delegate.loadedRows.isEmpty)
    }

    @Test func choosingAnyRowEndsTheStepEvenForARegion() async {
        // given
        let list = DetailResultListController(
            searcher: PlaceDetailSearcherStub(results: ["region:US-IL": [.fixture(name: "Cook County", kind: .region)]]
            ),
            words: MessageCatalog.shipped()
        )
        list.delegate = delegate
        list.expand(illinois)
        #expect(await eventually { list.status == .loaded })
        // when
        list.chooseRow(at: 0)
        list.chooseRow(at: 1)
        // then
        #expect(delegate.chosenPlaces.map(\.title) == ["Cook County"])
        #expect(delegate.expandedRows.isEmpty)
    }

    @Test func loadingWhileClosedAsksNothing() async {
        // given
        let searcher = PlaceDetailSearcherStub(results: [:])
        let list = DetailResultListController(searcher: searcher, words: MessageCatalog.shipped())
        // when
        list.load()
        await settle()
        // then
        #expect(searcher.receivedQueries.isEmpty)
        #expect(list.status == .idle)
    }
}
