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

    // MARK: - Tests

    @Test func filtersChosenByKeyNarrowTheCountThePricesAndTheResults() async throws {
        // given the search is on the Price step for Incheon, the coming weekend and one guest
        flow.start()
        #expect(await driver.waitFor { if case .location(let state) = $0 { state.status == .loaded } else { false } })
        await driver.press(.enter, .text("s"), .enter, .enter)
        #expect(await driver.waitFor { if case .price(.ready) = $0 { true } else { false } })
        // when the filters open, "Entire place" is ticked and bedrooms are stepped to 3+
        await driver.press(.text("f"))
        #expect(await driver.waitFor { if case .filters(let state) = $0 { state.count == .counted(3) } else { false } })
        await driver.press(.text(" "))
        #expect(await driver.waitFor { if case .filters(let state) = $0 { state.count == .counted(2) } else { false } })
        await driver.press(.down, .down, .down, .right, .right, .right)
        #expect(await driver.waitFor { if case .filters(let state) = $0 { state.count == .counted(1) } else { false } })
        #expect(frame.contains("Filters · 2\n1 stay\n"))
        #expect(frame.contains("{  Bedrooms"))
        await driver.press(.enter)
        // then the prices count only the cabin, and so do the results
        #expect(
            await driver.waitFor { if case .price(.ready(let state)) = $0 { state.countInRange == 1 } else { false } })
        #expect(frame.hasPrefix("Incheon · Dec 4 – Dec 6 · 1 guest · Filters · 2\n"))
        await driver.press(.enter)
        #expect(await driver.waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        guard case .results(let results) = screen.viewState.step else { throw TestDoubleError.forcedFailure }
        #expect(results.results.map(\.stay.title) == ["Forest cabin"])
        #expect(frame.hasPrefix("Incheon · Dec 4 – Dec 6 · 1 guest · Filters · 2\n"))
    }

    @Test func escapeOnTheFiltersKeepsTheSearchUnfiltered() async throws {
        // given
        flow.start()
        #expect(await driver.waitFor { if case .location(let state) = $0 { state.status == .loaded } else { false } })
        await driver.press(.enter, .text("s"), .enter, .enter)
        #expect(await driver.waitFor { if case .price(.ready) = $0 { true } else { false } })
        // when
        await driver.press(.text("f"), .text(" "), .escape, .enter)
        // then
        #expect(await driver.waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        guard case .results(let results) = screen.viewState.step else { throw TestDoubleError.forcedFailure }
        #expect(results.total == 3)
        #expect(screen.viewState.summary == "Incheon · Dec 4 – Dec 6 · 1 guest")
    }
}
