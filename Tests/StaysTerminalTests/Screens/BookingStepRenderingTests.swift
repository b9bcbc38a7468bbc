import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@Suite struct BookingStepRenderingTests {
    static let parts = ["Seoul", "Dec 4 – Dec 6", "1 guest"]
    static let reservation = Reservation.fixture(
        id: "res-7", stayID: "stay:1", dates: .fixture("2026-12-04", "2026-12-06"), guestName: "Ada",
        totalPrice: Money(minorUnits: 27_000))

    private func render(_ step: FlowStep) -> String {
        ScreenFixtures.render(step, parts: Self.parts)
    }

    private func priceState() -> PriceFilterViewState {
        let histogram = NightlyPriceHistogram(
            currency: "USD", total: 10, min: 50, max: 250, average: 120,
            buckets: [
                .init(lower: 50, upper: 100, count: 6), .init(lower: 100, upper: 150, count: 3),
                .init(lower: 150, upper: 200, count: 0), .init(lower: 200, upper: 250, count: 1),
            ])
        let controller = PriceFilterController(histogram: histogram) { _ in }
        controller.handle(.switchHandle)
        controller.handle(.moveLeft)
        return controller.viewState
    }

    // MARK: - Drawing

    @Test func priceStepDrawsTheHistogramUnderTheSummary() {
        #expect(
            render(.price(.ready(priceState()))) == """
                Seoul · Dec 4 – Dec 6 · 1 guest

                Price per night

                █▄ ▁
                ▲ {▲}\u{20}

                50–200 · 9 stays







                ←→ move handle · Tab other handle · Enter show stays · Esc …
                """)
    }

    @Test func priceStepSaysWhenItIsLoadingOrFailed() {
        #expect(
            render(.price(.loading)) == """
                Seoul · Dec 4 – Dec 6 · 1 guest

                Price per night

                Loading prices…










                Esc back
                """)
        #expect(
            render(.price(.failed("disk full"))) == """
                Seoul · Dec 4 – Dec 6 · 1 guest

                Price per night

                Could not load prices: disk full










                Esc back
                """)
    }

    @Test func resultsStepListsThePage() {
        let state = StayResultsViewState(
            results: [
                .fixture(.fixture(title: "Loft"), nights: 2),
                .fixture(.fixture(id: "stay:2", title: "Cabin", nightlyCents: 8_000), nights: 2),
            ],
            selectedIndex: 0, total: 2, pageNumber: 1, hasNextPage: false, sort: .recommended, status: .loaded)
        #expect(
            render(.results(state)) == """
                Seoul · Dec 4 – Dec 6 · 1 guest

                2 stays · sorted by recommended · page 1

                {› Loft                    120.00 USD/night  270.00 USD  ★4.8}
                  Cabin                    80.00 USD/night  190.00 USD  ★4.8









                ↑↓ move · Enter open · s sort · p previous page · Esc back
                """)
    }

    @Test func detailStepShowsTheTripsBreakdown() {
        let controller = StayDetailController(
            stay: .fixture(), dates: .fixture("2026-12-04", "2026-12-06"), guests: .fixture(adults: 1),
            guestName: "Ada", reserver: ReserverStub(), words: ScreenFixtures.words
        ) { _ in }
        #expect(
            render(.detail(controller.viewState)) == """
                Seoul · Dec 4 – Dec 6 · 1 guest

                Sunny loft by the river
                4 guests · 2 bedrooms · 2 beds · ★ 4.8 (12 reviews)

                2 nights × 120.00 USD                             240.00 USD
                Cleaning fee                                       30.00 USD
                Total                                             270.00 USD
                Cancellation: flexible · Full refund up to 1 day before che…

                Press Enter to reserve.




                Enter reserve · Esc back
                """)
    }

    @Test func reservedStepConfirmsTheBooking() {
        #expect(
            render(.reserved(Self.reservation, stayTitle: "Sunny loft by the river")) == """
                Seoul · Dec 4 – Dec 6 · 1 guest

                Reserved!

                Stay    Sunny loft by the river
                Dates   2026-12-04 → 2026-12-06 (2 nights)
                Guest   Ada
                Total   270.00 USD
                Number  res-7






                Enter done · Esc back
                """)
    }

    // MARK: - Keys

    @Test func keysOnTheBookingStepsBecomeFlowEvents() {
        let detail = StayDetailController(
            stay: .fixture(), dates: .fixture("2026-12-04", "2026-12-06"), guests: .fixture(adults: 1),
            guestName: "Ada", reserver: ReserverStub(), words: ScreenFixtures.words
        ) { _ in }
        let results = StayResultsViewState(
            results: [], selectedIndex: nil, total: 0, pageNumber: 1, hasNextPage: false, sort: .price,
            status: .loaded)
        let cases: [(FlowStep, Key, FlowEvent?)] = [
            (.price(.ready(priceState())), .right, .price(.moveRight)),
            (.price(.ready(priceState())), .enter, .price(.confirm)),
            (.price(.loading), .enter, nil),
            (.price(.failed("x")), .escape, .back),
            (.results(results), .text("n"), .results(.nextPage)),
            (.results(results), .escape, .back),
            (.detail(detail.viewState), .enter, .reserve),
            (.detail(detail.viewState), .text("\u{7}"), nil),
            (.reserved(Self.reservation, stayTitle: "Loft"), .enter, .finish),
            (.reserved(Self.reservation, stayTitle: "Loft"), .escape, .back),
        ]
        for (step, key, expected) in cases {
            let state = SearchFlowViewState(step: step, summaryParts: Self.parts)
            #expect(
                SearchFlowScreen.event(for: key, in: state, words: ScreenFixtures.words) == expected,
                "\(key) on \(step)")
        }
    }
}
