import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct StayFiltersCountTests {
    private let harness = StayFiltersHarness()

    @Test func startCountsTheQueryWithItsFiltersAndShowsTheTotal() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: StayFiltersHarness.histogram)
        let filters = try StayFilters(roomTypes: [.privateRoom])
        let controller = try harness.makeController(searcher: searcher, filters: filters)
        // when
        controller.start()
        // then
        #expect(await eventually { controller.viewState.count == .counted(6) })
        #expect(controller.viewState.countText == "6 stays")
        #expect(controller.viewState.badge == "Filters · 1")
        #expect(searcher.receivedHistogramQueries.map(\.filters) == [filters])
        #expect(searcher.receivedBucketCounts == [40])
        #expect(harness.delegate.changeCount == 1)
    }

    @Test func onlyTheLatestCountIsShownWhenAnswersArriveOutOfOrder() async throws {
        // given
        let searcher = ControllableHistogramSearcher()
        let controller = try harness.makeController(searcher: searcher)
        let cabins = try StayFilters(propertyKinds: [.cabin])
        let cabinsWithWifi = try StayFilters(propertyKinds: [.cabin], amenities: [.wifi])
        controller.handle(.toggle(.propertyKind(.cabin)))
        controller.handle(.toggle(.amenity(.wifi)))
        _ = await searcher.waitingQueries(count: 2)
        // when the latest answers first and the older one late
        try await searcher.answer(cabinsWithWifi, total: 3)
        #expect(await eventually { controller.viewState.count == .counted(3) })
        try await searcher.answer(cabins, total: 9)
        await settle()
        // then
        #expect(controller.viewState.count == .counted(3))
        #expect(controller.viewState.countText == "3 stays")
        #expect(harness.delegate.changeCount == 1)
    }

    @Test func aCountThatFailsSaysSo() async throws {
        let searcher = StaySearcherSpy(histogram: nil)
        let controller = try harness.makeController(searcher: searcher)
        controller.start()
        #expect(await eventually { if case .failed = controller.viewState.count { true } else { false } })
        #expect(controller.viewState.countText.hasPrefix("Could not count stays: "))
    }

    @Test func oneStayIsCountedInTheSingular() async throws {
        let one = NightlyPriceHistogram(
            currency: "USD", total: 1, min: 80, max: 80, average: 80, buckets: [.init(lower: 50, upper: 100, count: 1)])
        let controller = try harness.makeController(searcher: StaySearcherSpy(histogram: one))
        controller.start()
        #expect(await eventually { controller.viewState.countText == "1 stay" })
    }
}
