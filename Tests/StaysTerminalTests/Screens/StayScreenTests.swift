import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@Suite struct StayScreenTests {
    static let size = TerminalSize(columns: 50, rows: 9)
    /// One row more, for the stay detail's cancellation line.
    static let detailSize = TerminalSize(columns: 50, rows: 10)

    private func render(_ drawing: StepDrawing, size: TerminalSize = size) -> String {
        let lines = drawing.lines + [ScreenLine(drawing.hints)]
        return PlainTextRenderer().render(ScreenFrame(lines: lines), size: size)
    }

    @Test func priceStepDrawsBlocksHandlesAndTheLiveCount() {
        let histogram = NightlyPriceHistogram(
            currency: "USD", total: 13, min: 0, max: 40, average: 20,
            buckets: [
                .init(lower: 0, upper: 10, count: 8), .init(lower: 10, upper: 20, count: 4),
                .init(lower: 20, upper: 30, count: 0), .init(lower: 30, upper: 40, count: 1),
            ])
        let controller = PriceFilterController(histogram: histogram) { _ in }
        let screen = PriceStepScreen(words: ScreenFixtures.words)
        for key: Key in [.right, .tab] {
            guard case .price(let event)? = screen.event(for: key) else {
                Issue.record("no event for \(key)")
                return
            }
            controller.handle(event)
        }
        #expect(screen.event(for: .text("x")) == nil)
        #expect(
            render(screen.drawing(of: controller.viewState, size: Self.size)) == """
                Price per night

                █▄ ▁
                 ▲ {▲}

                10–40 · 5 stays
                ←→ move handle · Tab other handle · Enter show st…
                """)
    }

    @Test func resultsListShowsPricesRatingAndSelection() {
        let state = StayResultsViewState(
            results: [
                .fixture(.fixture(title: "Loft")),
                .fixture(.fixture(id: "stay:2", title: "Cabin", nightlyCents: 8_000, rating: nil)),
            ],
            selectedIndex: 1, total: 12, pageNumber: 1, hasNextPage: true, sort: .price, status: .loaded)
        let screen = StayResultsScreen(words: ScreenFixtures.words)
        #expect(screen.event(for: .text("s")) == .results(.cycleSort))
        #expect(
            render(screen.drawing(of: state, size: Self.size)) == """
                12 stays · sorted by price · page 1

                  Loft          120.00 USD/night  390.00 USD  ★4.8
                {› Cabin           80.00 USD/night  270.00 USD  new}
                ↑↓ move · Enter open · s sort · n next page · p p…
                """)
    }

    @Test func detailShowsTheBreakdownAndNotAvailable() {
        let dates = try! StayDates(checkIn: .fixture("2030-06-01"), checkOut: .fixture("2030-06-04"))
        let controller = StayDetailController(
            stay: .fixture(), dates: dates, guests: GuestCounts(), guestName: "Ada",
            reserver: ReserverStub(), words: ScreenFixtures.words
        ) { _ in }
        let state = controller.viewState
        let blocked = StayDetailViewState(
            stay: state.stay, nightsText: state.nightsText, nightsTotal: state.nightsTotal,
            cleaningFee: state.cleaningFee, total: state.total, status: .notAvailable)
        #expect(
            render(
                StayDetailScreen(words: ScreenFixtures.words).drawing(of: blocked, size: Self.detailSize),
                size: Self.detailSize) == """
                    Sunny loft by the river
                    4 guests · 2 bedrooms · 2 beds · ★ 4.8 (12 review…

                    3 nights × 120.00 USD                   360.00 USD
                    Cleaning fee                             30.00 USD
                    Total                                   390.00 USD
                    Cancellation: flexible · Full refund up to 1 day …

                    Not available: some of these nights are already b…
                    Enter reserve · Esc back
                    """)
    }
}
