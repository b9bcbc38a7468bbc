import Foundation
import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

/// A whole search driven key by key through the terminal screen, with filters applied on the way.
@MainActor
@Suite final class FilteredSearchFlowTests {
    static let loft = Stay.fixture(id: "stay:1", title: "Sunny loft", bedrooms: 2)
    static let room = Stay.fixture(
        id: "stay:2", title: "Room in a hanok", nightlyCents: 6_000, propertyKind: .guesthouse,
        roomType: .privateRoom, bedrooms: 1)
    static let cabin = Stay.fixture(
        id: "stay:3", title: "Forest cabin", nightlyCents: 9_000, propertyKind: .cabin, bedrooms: 3)

    private let driver = KeyDrivenSearchFlow(stays: [
        FilteredSearchFlowTests.loft, FilteredSearchFlowTests.room, FilteredSearchFlowTests.cabin,
    ])
    private var flow: SearchFlowCoordinator { driver.flow }
    private var screen: SearchFlowScreen { driver.screen }
    private var frame: String { driver.frame }

    private func press(_ keys: Key...) async {
        for key in keys { await driver.press(key) }
    }

    private func waitFor(_ condition: @MainActor (FlowStep) -> Bool) async -> Bool {
        await driver.waitFor(condition)
    }

    // MARK: - Tests

    @Test func filtersChosenByKeyNarrowTheCountThePricesAndTheResults() async throws {
        // given the search is on the Price step for Incheon, the coming weekend and one guest
        flow.start()
        #expect(await waitFor { if case .location(let state) = $0 { state.status == .loaded } else { false } })
        await press(.enter, .text("s"), .enter, .enter)
        #expect(await waitFor { if case .price(.ready) = $0 { true } else { false } })
        // when the filters open, "Entire place" is ticked and bedrooms are stepped to 3+
        await press(.text("f"))
        #expect(await waitFor { if case .filters(let state) = $0 { state.count == .counted(3) } else { false } })
        await press(.text(" "))
        #expect(await waitFor { if case .filters(let state) = $0 { state.count == .counted(2) } else { false } })
        await press(.down, .down, .down, .right, .right, .right)
        #expect(await waitFor { if case .filters(let state) = $0 { state.count == .counted(1) } else { false } })
        #expect(frame.contains("Filters · 2\n1 stay\n"))
        #expect(frame.contains("{  Bedrooms"))
        await press(.enter)
        // then the prices count only the cabin, and so do the results
        #expect(await waitFor { if case .price(.ready(let state)) = $0 { state.countInRange == 1 } else { false } })
        #expect(frame.hasPrefix("Incheon · Dec 4 – Dec 6 · 1 guest · Filters · 2\n"))
        await press(.enter)
        #expect(await waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        guard case .results(let results) = screen.viewState.step else { throw TestDoubleError.forcedFailure }
        #expect(results.results.map(\.stay.title) == ["Forest cabin"])
        #expect(frame.hasPrefix("Incheon · Dec 4 – Dec 6 · 1 guest · Filters · 2\n"))
    }

    @Test func escapeOnTheFiltersKeepsTheSearchUnfiltered() async throws {
        // given
        flow.start()
        #expect(await waitFor { if case .location(let state) = $0 { state.status == .loaded } else { false } })
        await press(.enter, .text("s"), .enter, .enter)
        #expect(await waitFor { if case .price(.ready) = $0 { true } else { false } })
        // when
        await press(.text("f"), .text(" "), .escape, .enter)
        // then
        #expect(await waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        guard case .results(let results) = screen.viewState.step else { throw TestDoubleError.forcedFailure }
        #expect(results.total == 3)
        #expect(screen.viewState.summary == "Incheon · Dec 4 – Dec 6 · 1 guest")
    }
}
