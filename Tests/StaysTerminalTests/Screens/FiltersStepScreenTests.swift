import StaysDomain
import StaysFeatures
import StaysTerminal
import StaysTestSupport
import Testing

@MainActor
@Suite struct FiltersStepScreenTests {
    /// The Filters step for "Entire place" and 2+ bedrooms, six stays counted, the cursor moved `down` rows.
    private func state(down: Int) async throws -> StayFiltersViewState {
        let histogram = NightlyPriceHistogram(
            currency: "USD", total: 6, min: 50, max: 100, average: 70, buckets: [.init(lower: 50, upper: 100, count: 6)]
        )
        let query = try StayQuery(
            area: .place(
                id: "test:city:Seoul", center: Coordinate(latitude: 37.57, longitude: 126.98),
                radiusKilometres: 10),
            dates: .fixture("2026-12-04", "2026-12-06"), guests: .fixture(adults: 2),
            filters: try StayFilters(roomTypes: [.entirePlace], minimumBedrooms: 2), today: .fixture("2026-12-01"))
        let controller = StayFiltersController(
            searcher: StaySearcherSpy(histogram: histogram), query: query,
            today: FixedTodayProvider(day: .fixture("2026-12-01")), bucketCount: 40, words: ScreenFixtures.words)
        controller.start()
        #expect(await eventually { controller.viewState.count == .counted(6) })
        for _ in 0..<down { controller.handle(.focusNextRow) }
        return controller.viewState
    }

    private func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }

    // MARK: - Drawing

    @Test func drawsTheCountTheBoxesAndSteppersScrolledToTheCursor() async throws {
        let rendered = ScreenFixtures.render(.filters(try await state(down: 4)))
        #expect(
            rendered == """
                Springfield · Dec 3 – Dec 10 · 2 guests

                Filters · 2
                6 stays

                  [ ] Private room
                  [ ] Shared room

                Rooms and beds
                  Bedrooms\(spaces(41))−   2+  +
                {  Beds\(spaces(45))−  Any  +}
                  Bathrooms\(spaces(40))−  Any  +

                Property type
                  [ ] Apartment
                ↑↓ row · Space tick · ←→ change · c clear all · Enter show …
                """)
    }

    @Test func theFirstRowsShowWithoutScrolling() async throws {
        let rendered = ScreenFixtures.render(.filters(try await state(down: 0)))
        #expect(rendered.contains("6 stays\n\nType of place\n{  [x] Entire place}\n  [ ] Private room\n"))
    }

    @Test func theLastRowStaysInViewAtTheBottom() async throws {
        let rendered = ScreenFixtures.render(.filters(try await state(down: 100)))
        #expect(
            rendered.hasSuffix("{  [ ] Pets allowed}\n↑↓ row · Space tick · ←→ change · c clear all · Enter show …"))
    }

    // MARK: - Keys

    @Test func keysActOnTheFocusedRow() async throws {
        let onBox = FlowStep.filters(try await state(down: 1))
        let onStepper = FlowStep.filters(try await state(down: 3))
        let cases: [(FlowStep, Key, FlowEvent?)] = [
            (onBox, .up, .filters(.focusPreviousRow)),
            (onBox, .down, .filters(.focusNextRow)),
            (onBox, .text(" "), .filters(.toggle(.roomType(.privateRoom)))),
            (onBox, .right, nil),
            (onStepper, .right, .filters(.increment(.bedrooms))),
            (onStepper, .text("+"), .filters(.increment(.bedrooms))),
            (onStepper, .left, .filters(.decrement(.bedrooms))),
            (onStepper, .text(" "), nil),
            (onStepper, .text("c"), .filters(.clearAll)),
            (onStepper, .enter, .filters(.confirm)),
            (onStepper, .escape, .back),
        ]
        for (step, key, expected) in cases {
            let state = SearchFlowViewState(step: step, summaryParts: ScreenFixtures.parts)
            #expect(SearchFlowScreen.event(for: key, in: state, words: ScreenFixtures.words) == expected, "\(key)")
        }
    }

    @Test func fOnThePriceStepOpensTheFilters() {
        let price = PriceFilterController(
            histogram: NightlyPriceHistogram(
                currency: "USD", total: 0, min: 0, max: 0, average: 0, buckets: [])
        ) { _ in }
        let state = SearchFlowViewState(step: .price(.ready(price.viewState)), summaryParts: ScreenFixtures.parts)
        #expect(SearchFlowScreen.event(for: .text("f"), in: state, words: ScreenFixtures.words) == .showFilters)
        #expect(
            SearchFlowScreen.event(
                for: .text("f"), in: SearchFlowViewState(step: .price(.loading), summaryParts: []),
                words: ScreenFixtures.words)
                == nil)
    }
}
