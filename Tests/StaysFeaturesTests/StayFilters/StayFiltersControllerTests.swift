import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct StayFiltersControllerTests {
    private let harness = StayFiltersHarness()

    // MARK: - Showing

    @Test func listsTheSectionsInOrderWithNothingTickedAndTheCursorOnTop() throws {
        let controller = try harness.makeController(searcher: StaySearcherSpy(histogram: StayFiltersHarness.histogram))
        let state = controller.viewState
        #expect(state.sections.map(\.title) == ["Type of place", "Rooms and beds", "Property type", "Amenities"])
        #expect(state.sections.map(\.rows.count) == [3, 3, 8, 15])
        #expect(state.focusedRow?.title == "Entire place")
        #expect(state.badge == nil)
        #expect(state.title == "Filters")
        #expect(state.count == .counting)
        #expect(
            try harness.row(.minimum(.bedrooms), of: controller).control
                == .stepper(value: "Any", canDecrement: false, canIncrement: true))
        #expect(try harness.row(.choice(.amenity(.airConditioning)), of: controller).title == "Air conditioning")
    }

    // MARK: - Changing

    @Test func tickingAChoiceCountsAgainWithIt() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: StayFiltersHarness.histogram)
        let controller = try harness.makeController(searcher: searcher)
        // when
        controller.handle(.toggle(.roomType(.entirePlace)))
        controller.handle(.toggle(.amenity(.wifi)))
        // then
        #expect(await eventually { searcher.receivedHistogramQueries.count == 2 })
        #expect(
            searcher.receivedHistogramQueries.last?.filters
                == (try StayFilters(roomTypes: [.entirePlace], amenities: [.wifi])))
        #expect(try harness.row(.choice(.amenity(.wifi)), of: controller).control == .toggle(isOn: true))
        #expect(controller.viewState.focusedRow?.id == .choice(.amenity(.wifi)))
        #expect(controller.viewState.badge == "Filters · 2")
    }

    @Test func tickingAgainUnticks() throws {
        let controller = try harness.makeController(searcher: StaySearcherSpy(histogram: StayFiltersHarness.histogram))
        controller.handle(.toggle(.propertyKind(.cabin)))
        controller.handle(.toggle(.propertyKind(.cabin)))
        #expect(controller.viewState.filters == .none)
    }

    @Test func minimumsStepFromAnyUpAndBackWithinTheLargestMinimum() throws {
        // given
        let controller = try harness.makeController(searcher: StaySearcherSpy(histogram: StayFiltersHarness.histogram))
        // when
        controller.handle(.increment(.bedrooms))
        controller.handle(.increment(.bedrooms))
        controller.handle(.increment(.bathrooms))
        controller.handle(.decrement(.beds))
        // then
        #expect(controller.viewState.filters == (try StayFilters(minimumBedrooms: 2, minimumBathrooms: 1)))
        #expect(
            try harness.row(.minimum(.bedrooms), of: controller).control
                == .stepper(value: "2+", canDecrement: true, canIncrement: true))
        #expect(
            try harness.row(.minimum(.beds), of: controller).control
                == .stepper(value: "Any", canDecrement: false, canIncrement: true))
        for _ in 0..<(StayFilters.largestMinimum + 5) { controller.handle(.increment(.beds)) }
        #expect(controller.viewState.filters.minimumBeds == StayFilters.largestMinimum)
        #expect(
            try harness.row(.minimum(.beds), of: controller).control
                == .stepper(value: "50+", canDecrement: true, canIncrement: false))
    }

    @Test func halfBathroomsFromTheQueryShowAndStepDownToAny() throws {
        let controller = try harness.makeController(
            searcher: StaySearcherSpy(histogram: StayFiltersHarness.histogram),
            filters: try StayFilters(minimumBathrooms: 0.5))
        #expect(
            try harness.row(.minimum(.bathrooms), of: controller).control
                == .stepper(value: "0.5+", canDecrement: true, canIncrement: true))
        controller.handle(.decrement(.bathrooms))
        #expect(controller.viewState.filters == .none)
    }

    @Test func clearAllUnticksEverythingAndCountsAgain() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: StayFiltersHarness.histogram)
        let controller = try harness.makeController(
            searcher: searcher, filters: try StayFilters(propertyKinds: [.villa], minimumBeds: 3))
        // when
        controller.handle(.clearAll)
        // then
        #expect(controller.viewState.filters == .none)
        #expect(controller.viewState.badge == nil)
        #expect(await eventually { searcher.receivedHistogramQueries.map(\.filters) == [.none] })
    }

    @Test func aCursorMoveOrAnEmptyClearDoesNotCountAgain() async throws {
        let searcher = StaySearcherSpy(histogram: StayFiltersHarness.histogram)
        let controller = try harness.makeController(searcher: searcher)
        controller.handle(.focusNextRow)
        controller.handle(.clearAll)
        controller.handle(.decrement(.bedrooms))
        await settle()
        #expect(searcher.receivedHistogramQueries.isEmpty)
    }

    @Test func theCursorWalksEveryRowAndStopsAtBothEnds() throws {
        let controller = try harness.makeController(searcher: StaySearcherSpy(histogram: StayFiltersHarness.histogram))
        controller.handle(.focusPreviousRow)
        #expect(controller.viewState.focusedRow?.title == "Entire place")
        controller.handle(.focusNextRow)
        controller.handle(.focusNextRow)
        controller.handle(.focusNextRow)
        #expect(controller.viewState.focusedRow?.id == .minimum(.bedrooms))
        for _ in 0..<40 { controller.handle(.focusNextRow) }
        #expect(controller.viewState.focusedRow?.title == "Pets allowed")
    }

    // MARK: - Confirming

    @Test func confirmTellsTheDelegateTheFiltersShownWithoutCountingAgain() async throws {
        // given
        let searcher = StaySearcherSpy(histogram: StayFiltersHarness.histogram)
        let controller = try harness.makeController(searcher: searcher)
        controller.handle(.toggle(.roomType(.sharedRoom)))
        controller.handle(.increment(.beds))
        // when
        controller.handle(.confirm)
        // then
        #expect(harness.delegate.appliedFilters == [try StayFilters(roomTypes: [.sharedRoom], minimumBeds: 1)])
        await settle()
        #expect(searcher.receivedHistogramQueries.count == 2)
    }
}
