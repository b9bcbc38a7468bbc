import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@MainActor
@Suite struct StayBookingFiltersTests {
    // MARK: - Opening

    @Test func filtersOpenFromThePriceStepAndCountTheSearch() async throws {
        // given
        let booking = StayBookingHarness()
        // when
        #expect(await booking.reachFilters())
        // then
        #expect(booking.filtersState?.count == .counted(6))
        let counted = try #require(booking.searcher.receivedHistogramQueries.last)
        #expect(counted == booking.searcher.receivedHistogramQueries.first)
        #expect(counted.filters == .none)
    }

    @Test func filtersDoNotOpenFromTheResults() async throws {
        let booking = StayBookingHarness()
        #expect(await booking.reachResults())
        booking.coordinator.handle(.showFilters)
        #expect(booking.resultsState != nil)
    }

    // MARK: - Applying

    @Test func appliedFiltersReloadThePricesAndShowInTheSummary() async throws {
        // given
        let booking = StayBookingHarness()
        #expect(await booking.reachFilters())
        // when
        booking.coordinator.handle(.filters(.toggle(.roomType(.privateRoom))))
        booking.coordinator.handle(.filters(.increment(.bedrooms)))
        booking.coordinator.handle(.filters(.confirm))
        // then
        let chosen = try StayFilters(roomTypes: [.privateRoom], minimumBedrooms: 1)
        #expect(await eventually { booking.priceState != nil })
        #expect(booking.searcher.receivedHistogramQueries.last?.filters == chosen)
        #expect(booking.searcher.receivedHistogramQueries.last?.price == nil)
        #expect(booking.coordinator.viewState.summary == "Incheon · Dec 4 – Dec 6 · 1 guest · Filters · 2")
    }

    @Test func resultsSearchWithTheFiltersAndKeepThemWhenResorted() async throws {
        // given
        let booking = StayBookingHarness()
        #expect(await booking.reachFilters())
        booking.coordinator.handle(.filters(.toggle(.amenity(.kitchen))))
        booking.coordinator.handle(.filters(.confirm))
        #expect(await eventually { booking.priceState != nil })
        // when
        booking.coordinator.handle(.price(.confirm))
        #expect(await eventually { booking.resultsState?.status == .loaded })
        booking.coordinator.handle(.results(.cycleSort))
        #expect(await eventually { booking.searcher.searchCallCount == 2 })
        // then
        let kitchen = try StayFilters(amenities: [.kitchen])
        #expect(booking.searcher.receivedQueries.map(\.filters) == [kitchen, kitchen])
        #expect(booking.searcher.receivedQueries.last?.sort == .price)
    }

    @Test func reopeningShowsTheAppliedFilters() async throws {
        let booking = StayBookingHarness()
        #expect(await booking.reachFilters())
        booking.coordinator.handle(.filters(.toggle(.propertyKind(.villa))))
        booking.coordinator.handle(.filters(.confirm))
        #expect(await eventually { booking.priceState != nil })
        booking.coordinator.handle(.showFilters)
        #expect(booking.filtersState?.filters == (try StayFilters(propertyKinds: [.villa])))
    }

    // MARK: - Leaving

    @Test func backLeavesTheFiltersAsTheyWereAndTheHistogramAsLoaded() async throws {
        // given
        let booking = StayBookingHarness()
        #expect(await booking.reachFilters())
        booking.coordinator.handle(.filters(.toggle(.roomType(.sharedRoom))))
        // when
        booking.coordinator.handle(.back)
        // then
        #expect(booking.priceState != nil)
        #expect(booking.coordinator.viewState.summary == "Incheon · Dec 4 – Dec 6 · 1 guest")
        booking.coordinator.handle(.price(.confirm))
        #expect(await eventually { booking.resultsState?.status == .loaded })
        #expect(booking.searcher.receivedQueries.first?.filters == StayFilters.none)
    }

    @Test func filtersAreKeptWhenGoingBackToTheSummaryAndSearchingAgain() async throws {
        // given
        let booking = StayBookingHarness()
        #expect(await booking.reachFilters())
        booking.coordinator.handle(.filters(.toggle(.amenity(.pool))))
        booking.coordinator.handle(.filters(.confirm))
        #expect(await eventually { booking.priceState != nil })
        // when
        booking.coordinator.handle(.back)
        #expect(booking.coordinator.step == .summary(booking.coordinator.draft))
        booking.coordinator.handle(.finish)
        // then
        let pool = try StayFilters(amenities: [.pool])
        #expect(booking.coordinator.draft.filters == pool)
        #expect(booking.coordinator.viewState.summaryParts.last == "Filters · 1")
        #expect(await eventually { booking.priceState != nil })
        #expect(booking.searcher.receivedHistogramQueries.last?.filters == pool)
    }
}

@MainActor
@Suite struct StayBookingFilteredPricesTests {
    @Test func aLateHistogramForTheSearchBeforeTheFiltersIsDropped() async throws {
        // given prices still loading for the unfiltered search when a filter is applied
        let searcher = ControllableHistogramSearcher()
        let flow = SearchFlowHarness(
            stays: StayStepFactory(
                searcher: searcher, reserver: ReserverStub(), today: FixedTodayProvider(day: .fixture("2026-12-01")),
                guestName: "Ada", words: MessageCatalog.shipped()))
        #expect(await flow.chooseFirstRecommendation())
        flow.coordinator.handle(.dates(.skip))
        flow.coordinator.handle(.guests(.confirm))
        flow.coordinator.handle(.finish)
        flow.coordinator.handle(.showFilters)
        flow.coordinator.handle(.filters(.toggle(.roomType(.entirePlace))))
        flow.coordinator.handle(.filters(.confirm))
        _ = await searcher.waitingQueries(count: 4)
        // when the filtered ones (the count, then the prices) answer first and the unfiltered ones late
        let wholePlaces = try StayFilters(roomTypes: [.entirePlace])
        for filters in [wholePlaces, wholePlaces, .none, .none] {
            try await searcher.answer(filters, total: filters == .none ? 9 : 2)
            await settle()
        }
        // then the Price step shows the filtered prices
        guard case .price(.ready(let prices)) = flow.coordinator.step else {
            Issue.record("no prices on \(flow.coordinator.step)")
            return
        }
        #expect(prices.countInRange == 2)
    }
}
