import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct StayFiltersControllerTests {
    static let histogram = NightlyPriceHistogram(
        total: 6, min: 50, max: 150, average: 90,
        buckets: [.init(lower: 50, upper: 100, count: 4), .init(lower: 100, upper: 150, count: 2)])

    private let delegate = StayFiltersControllerDelegateSpy()

    private func query(_ filters: StayFilters = .none) throws -> StayQuery {
        try StayQuery(
            area: .place(id: "test:city:Seoul", center: Coordinate(latitude: 37.57, longitude: 126.98),
                radiusKilometres: 10),
            dates: .fixture("2026-12-04", "2026-12-06"), guests: .fixture(adults: 2), filters: filters, pageSize: 10,
            today: .fixture("2026-12-01"))
    }

    private func makeController(searcher: any StaySearching, filters: StayFilters = .none) throws
        -> StayFiltersController
    {
        let controller = StayFiltersController(
            searcher: searcher, query: try query(filters), today: FixedTodayProvider(day: .fixture("2026-12-01")),
            bucketCount: 40)
        controller.delegate = delegate
        return controller
    }

    private func row(_ id: StayFilterRowID, of controller: StayFiltersController) throws -> StayFilterRowState {
        try #require(controller.viewState.sections.flatMap(\.rows).first { $0.id == id })
    }

    // MARK: - Showing

    @Test func listsTheSectionsInOrderWithNothingTickedAndTheCursorOnTop() throws {
        let controller = try makeController(searcher: StaySearcherSpy(histogram: Self.histogram))
        let state = controller.viewState
        #expect(state.sections.map(\.title) == ["Type of place", "Rooms and beds", "Property type", "Amenities"])
        #expect(state.sections.map(\.rows.count) == [3, 3, 8, 15])
        #expect(state.focusedRow?.title == "Entire place")
        #expect(state.badge == nil)
        #expect(state.count == .counting)
        #expect(try row(.minimum(.bedrooms), of: controller).control
            == .stepper(value: "Any", canDecrement: false, canIncrement: true))
        #expect(try row(.choice(.amenity(.airConditioning)), of: controller).title == "Air conditioning")
    }

    @Test func startCountsTheQueryWithItsFiltersAndShowsTheTotal() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: Self.histogram)
        let filters = try StayFilters(roomTypes: [.privateRoom])
        let controller = try makeController(searcher: searcher, filters: filters)
        // when
        controller.start()
        // then
        #expect(await eventually { controller.viewState.count == .counted(6) })
        #expect(controller.viewState.countText == "6 stays")
        #expect(controller.viewState.badge == "Filters · 1")
        #expect(searcher.receivedHistogramQueries.map(\.filters) == [filters])
        #expect(searcher.receivedBucketCounts == [40])
        #expect(delegate.changeCount == 1)
    }

    // MARK: - Changing

    @Test func tickingAChoiceCountsAgainWithIt() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: Self.histogram)
        let controller = try makeController(searcher: searcher)
        // when
        controller.handle(.toggle(.roomType(.entirePlace)))
        controller.handle(.toggle(.amenity(.wifi)))
        // then
        #expect(await eventually { searcher.receivedHistogramQueries.count == 2 })
        #expect(searcher.receivedHistogramQueries.last?.filters
            == (try StayFilters(roomTypes: [.entirePlace], amenities: [.wifi])))
        #expect(try row(.choice(.amenity(.wifi)), of: controller).control == .toggle(isOn: true))
        #expect(controller.viewState.focusedRow?.id == .choice(.amenity(.wifi)))
        #expect(controller.viewState.badge == "Filters · 2")
    }

    @Test func tickingAgainUnticks() throws {
        let controller = try makeController(searcher: StaySearcherSpy(histogram: Self.histogram))
        controller.handle(.toggle(.propertyKind(.cabin)))
        controller.handle(.toggle(.propertyKind(.cabin)))
        #expect(controller.viewState.filters == .none)
    }

    @Test func minimumsStepFromAnyUpAndBackWithinTheLargestMinimum() throws {
        // given
        let controller = try makeController(searcher: StaySearcherSpy(histogram: Self.histogram))
        // when
        controller.handle(.increment(.bedrooms))
        controller.handle(.increment(.bedrooms))
        controller.handle(.increment(.bathrooms))
        controller.handle(.decrement(.beds))
        // then
        #expect(controller.viewState.filters == (try StayFilters(minimumBedrooms: 2, minimumBathrooms: 1)))
        #expect(try row(.minimum(.bedrooms), of: controller).control
            == .stepper(value: "2+", canDecrement: true, canIncrement: true))
        #expect(try row(.minimum(.beds), of: controller).control
            == .stepper(value: "Any", canDecrement: false, canIncrement: true))
        for _ in 0..<(StayFilters.largestMinimum + 5) { controller.handle(.increment(.beds)) }
        #expect(controller.viewState.filters.minimumBeds == StayFilters.largestMinimum)
        #expect(try row(.minimum(.beds), of: controller).control
            == .stepper(value: "50+", canDecrement: true, canIncrement: false))
    }

    @Test func halfBathroomsFromTheQueryShowAndStepDownToAny() throws {
        let controller = try makeController(
            searcher: StaySearcherSpy(histogram: Self.histogram), filters: try StayFilters(minimumBathrooms: 0.5))
        #expect(try row(.minimum(.bathrooms), of: controller).control
            == .stepper(value: "0.5+", canDecrement: true, canIncrement: true))
        controller.handle(.decrement(.bathrooms))
        #expect(controller.viewState.filters == .none)
    }

    @Test func clearAllUnticksEverythingAndCountsAgain() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: Self.histogram)
        let controller = try makeController(
            searcher: searcher, filters: try StayFilters(propertyKinds: [.villa], minimumBeds: 3))
        // when
        controller.handle(.clearAll)
        // then
        #expect(controller.viewState.filters == .none)
        #expect(controller.viewState.badge == nil)
        #expect(await eventually { searcher.receivedHistogramQueries.map(\.filters) == [.none] })
    }

    @Test func aCursorMoveOrAnEmptyClearDoesNotCountAgain() async throws {
        let searcher = StaySearcherSpy(histogram: Self.histogram)
        let controller = try makeController(searcher: searcher)
        controller.handle(.focusNextRow)
        controller.handle(.clearAll)
        controller.handle(.decrement(.bedrooms))
        await settle()
        #expect(searcher.receivedHistogramQueries.isEmpty)
    }

    @Test func theCursorWalksEveryRowAndStopsAtBothEnds() throws {
        let controller = try makeController(searcher: StaySearcherSpy(histogram: Self.histogram))
        controller.handle(.focusPreviousRow)
        #expect(controller.viewState.focusedRow?.title == "Entire place")
        controller.handle(.focusNextRow)
        controller.handle(.focusNextRow)
        controller.handle(.focusNextRow)
        #expect(controller.viewState.focusedRow?.id == .minimum(.bedrooms))
        for _ in 0..<40 { controller.handle(.focusNextRow) }
        #expect(controller.viewState.focusedRow?.title == "Pets allowed")
    }

    // MARK: - Counting

    @Test func onlyTheLatestCountIsShownWhenAnswersArriveOutOfOrder() async throws {
        // given
        let searcher = ControllableHistogramSearcher()
        let controller = try makeController(searcher: searcher)
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
        #expect(delegate.changeCount == 1)
    }

    @Test func aCountThatFailsSaysSo() async throws {
        let searcher = StaySearcherSpy(histogram: nil)
        let controller = try makeController(searcher: searcher)
        controller.start()
        #expect(await eventually { if case .failed = controller.viewState.count { true } else { false } })
        #expect(controller.viewState.countText.hasPrefix("Could not count stays: "))
    }

    @Test func oneStayIsCountedInTheSingular() async throws {
        let one = NightlyPriceHistogram(
            total: 1, min: 80, max: 80, average: 80, buckets: [.init(lower: 50, upper: 100, count: 1)])
        let controller = try makeController(searcher: StaySearcherSpy(histogram: one))
        controller.start()
        #expect(await eventually { controller.viewState.countText == "1 stay" })
    }

    // MARK: - Confirming

    @Test func confirmTellsTheDelegateTheFiltersShownWithoutCountingAgain() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: Self.histogram)
        let controller = try makeController(searcher: searcher)
        controller.handle(.toggle(.roomType(.sharedRoom)))
        controller.handle(.increment(.beds))
        // when
        controller.handle(.confirm)
        // then
        #expect(delegate.appliedFilters == [try StayFilters(roomTypes: [.sharedRoom], minimumBeds: 1)])
        await settle()
        #expect(searcher.receivedHistogramQueries.count == 2)
    }
}
