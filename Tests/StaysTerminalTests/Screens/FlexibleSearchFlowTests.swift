import Foundation
import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

/// Searches with flexible dates and without dates, driven key by key through the terminal screen.
@MainActor
@Suite final class FlexibleSearchFlowTests {
    static let loft = Stay.fixture(id: "stay:1", title: "Sunny loft")
    static let room = Stay.fixture(id: "stay:2", title: "Room in a hanok", nightlyCents: 6_000, rating: nil)

    private let driver = KeyDrivenSearchFlow(stays: [FlexibleSearchFlowTests.loft, FlexibleSearchFlowTests.room])
    private var flow: SearchFlowCoordinator { driver.flow }
    private var screen: SearchFlowScreen { driver.screen }
    private var frame: String { driver.frame }

    private func reachWhen() async -> Bool {
        flow.start()
        guard await driver.waitFor({ if case .location(let state) = $0 { state.status == .loaded } else { false } })
        else { return false }
        await driver.press(.enter)
        return await driver.waitFor { if case .dates = $0 { true } else { false } }
    }

    // MARK: - Tests

    @Test func aWeekInDecemberOrJanuaryListsEachStayWithItsNightsAndTotal() async throws {
        // given the When step for Incheon
        #expect(await reachWhen())
        // when Tab opens the flexible half, December and January are chosen with Space and Enter goes on
        await driver.press(.tab)
        #expect(frame.contains("How long?   Weekend { Week } Month "))
        #expect(frame.contains("Choose one or more months"))
        await driver.press(.text(" "), .right, .text(" "))
        #expect(frame.contains("Any week in Dec, Jan"))
        await driver.press(.enter, .enter)
        // then the summary says so, and after the guests the results show each stay's week and total
        #expect(frame.hasPrefix("Incheon · Any week in Dec, Jan · 1 guest\n"))
        #expect(frame.contains("When   Any week in Dec, Jan (7 nights)"))
        await driver.press(.enter)
        #expect(await driver.waitFor { if case .price(.ready) = $0 { true } else { false } })
        await driver.press(.enter)
        #expect(await driver.waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        #expect(frame.contains("Sunny loft           Dec 1 – Dec 8  120.00 USD/night  870.00 USD  ★4.8"))
        #expect(frame.contains("Room in a hanok        Dec 2 – Dec 9  60.00 USD/night  450.00 USD  new"))
    }

    @Test func giveOrTakeDaysShowInTheSummaryLine() async throws {
        #expect(await reachWhen())
        await driver.press(.right, .right, .enter)
        for _ in 0..<7 { await driver.press(.right) }
        await driver.press(.enter, .text("+"), .text("+"))
        #expect(frame.contains("± 2 days (+ −) · Tab flexible · a any dates"))
        await driver.press(.enter, .enter)
        #expect(frame.hasPrefix("Incheon · Dec 3 – 10 ± 2 days · 1 guest\n"))
    }

    @Test func browsingWithoutDatesShowsNightlyPricesAndAsksForNightsBeforeReserving() async throws {
        // given
        #expect(await reachWhen())
        // when
        await driver.press(.text("a"), .enter)
        #expect(frame.hasPrefix("Incheon · Any dates · 1 guest\n"))
        await driver.press(.enter)
        #expect(await driver.waitFor { if case .price(.ready) = $0 { true } else { false } })
        await driver.press(.enter)
        #expect(await driver.waitFor { if case .results(let state) = $0 { state.status == .loaded } else { false } })
        // then
        #expect(frame.contains("Prices per night · add dates for exact prices"))
        #expect(frame.contains("120.00 USD/night  —  ★4.8"))
        #expect(frame.contains("Room in a hanok                                60.00 USD/night  —  new"))
        await driver.press(.enter)
        #expect(frame.contains("Add dates to reserve"))
        #expect(!frame.contains("Tab flexible"))
    }
}
