import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct StayBookingFlowTests {
    // MARK: - Forward

    @Test func summaryShowsTheComingWeekendAndOneAdultWhenBothWereSkipped() async throws {
        // given
        let booking = StayBookingHarness()
        // when
        #expect(await booking.reachSummary())
        // then
        #expect(booking.coordinator.viewState.summary == "Incheon · Dec 4 – Dec 6 · 1 guest")
        #expect(booking.coordinator.draft.dates == nil)
        #expect(booking.coordinator.draft.guests.isEmpty)
    }

    @Test func priceStepHistogramsTheFilledDraftWithoutAPrice() async throws {
        // given
        let booking = StayBookingHarness()
        // when
        #expect(await booking.reachPrice())
        // then
        let query = try #require(booking.searcher.receivedHistogramQueries.first)
        let place = try #require(booking.coordinator.draft.place)
        #expect(query.area == .place(id: place.id, center: place.coordinate, radiusKilometres: 10))
        #expect(query.dates == .fixture("2026-12-04", "2026-12-06"))
        #expect(query.guests == .fixture(adults: 1))
        #expect(query.price == nil)
        #expect(booking.searcher.receivedBucketCounts == [StayStepFactory.histogramBars])
        #expect(booking.priceState?.countInRange == 6)
    }

    @Test func walkingForwardBooksTheChosenStayAndFinishesWithTheReservation() async throws {
        // given
        let booking = StayBookingHarness()
        #expect(await booking.reachPrice())
        // when
        booking.coordinator.handle(.price(.moveRight))
        #expect(booking.priceState?.countInRange == 3)
        booking.coordinator.handle(.price(.confirm))
        #expect(await eventually { booking.resultsState?.status == .loaded })
        booking.coordinator.handle(.results(.move(1)))
        booking.coordinator.handle(.results(.choose))
        #expect(booking.detailState?.stay == StayBookingHarness.cabin)
        booking.coordinator.handle(.reserve)
        #expect(await eventually { booking.isReserved })
        booking.coordinator.handle(.finish)
        // then
        let searched = try #require(booking.searcher.receivedQueries.first)
        #expect(searched.price == (try PriceRange(minimum: 100, maximum: nil)))
        let booked = try #require(booking.reserver.receivedBookings.first)
        #expect(booking.reserver.receivedBookings.count == 1)
        #expect(booked.stayID == "stay:2")
        #expect(booked.dates == .fixture("2026-12-04", "2026-12-06"))
        #expect(booked.guestName == "Ada")
        #expect(booked.guests == .fixture(adults: 1))
        #expect(booking.coordinator.step == .finished(booking.coordinator.draft))
        #expect(booking.coordinator.reservation == StayBookingHarness.reservation)
        #expect(booking.coordinator.viewState.isOver)
    }

    // MARK: - Back

    @Test func escapeGoesBackOneStepAtEveryBookingStep() async throws {
        // given
        let booking = StayBookingHarness()
        #expect(await booking.reachReserved())
        // when / then
        booking.coordinator.handle(.back)
        #expect(booking.detailState?.status == .confirmed("res-7"))
        booking.coordinator.handle(.back)
        #expect(booking.resultsState?.selectedIndex == 1)
        booking.coordinator.handle(.back)
        #expect(booking.priceState != nil)
        booking.coordinator.handle(.back)
        #expect(booking.coordinator.step == .summary(booking.coordinator.draft))
        #expect(booking.coordinator.reservation == nil)
        await settle()
        #expect(booking.searcher.searchCallCount == 2)
    }

    @Test func aBookedStayIsNoLongerOfferedWhenGoingBackToTheResults() async throws {
        // given a search that no longer finds the cabin once it is booked
        let withoutCabin = StayResultsPage(
            total: 1, results: [.fixture(StayBookingHarness.loft, nights: 2)], nextCursor: nil)
        let booking = StayBookingHarness(pages: [StayBookingHarness.page, withoutCabin])
        // when the cabin is booked and the user goes back past its detail
        #expect(await booking.reachReserved())
        #expect(await eventually { booking.searcher.searchCallCount == 2 })
        booking.coordinator.handle(.back)
        booking.coordinator.handle(.back)
        // then the list was searched again with the same query and shows only the loft
        #expect(await eventually { booking.resultsState?.status == .loaded })
        let results = try #require(booking.resultsState)
        #expect(results.results.map(\.stay.id) == ["stay:1"])
        #expect(results.selectedIndex == 0)
        #expect(booking.searcher.receivedQueries.count == 2)
        #expect(booking.searcher.receivedQueries.last == booking.searcher.receivedQueries.first)
    }

    @Test func aBookingThatFailsLeavesTheResultsAsTheyWere() async throws {
        // given
        let booking = StayBookingHarness(reservation: .failure(.notAvailable("stay:2")))
        #expect(await booking.reachDetail())
        // when
        booking.coordinator.handle(.reserve)
        #expect(await eventually { booking.detailState?.status == .notAvailable })
        await settle()
        // then
        #expect(booking.searcher.searchCallCount == 1)
    }

    @Test func goingOnAgainFromTheSummaryLoadsTheHistogramAgain() async throws {
        let booking = StayBookingHarness()
        #expect(await booking.reachPrice())
        booking.coordinator.handle(.back)
        // when
        booking.coordinator.handle(.finish)
        // then
        #expect(await eventually { booking.priceState != nil })
        #expect(booking.searcher.receivedHistogramQueries.count == 2)
    }

    // MARK: - Failures

    @Test func takenNightsShowNotAvailableAndStayOnTheDetail() async throws {
        // given
        let booking = StayBookingHarness(reservation: .failure(.notAvailable("stay:2")))
        #expect(await booking.reachDetail())
        // when
        booking.coordinator.handle(.reserve)
        // then
        #expect(await eventually { booking.detailState?.status == .notAvailable })
        #expect(booking.coordinator.reservation == nil)
        booking.coordinator.handle(.finish)
        #expect(booking.detailState?.status == .notAvailable)
        booking.coordinator.handle(.back)
        #expect(booking.resultsState != nil)
    }

    @Test func aHistogramThatFailsToLoadSaysSoAndEscapeStillGoesBack() async throws {
        // given
        let booking = StayBookingHarness(histogram: nil)
        #expect(await booking.reachSummary())
        // when
        booking.coordinator.handle(.finish)
        // then
        #expect(
            await eventually {
                if case .price(.failed(let message)) = booking.coordinator.step { return message.contains("histogram") }
                return false
            })
        booking.coordinator.handle(.price(.confirm))
        #expect(booking.searcher.searchCallCount == 0)
        booking.coordinator.handle(.back)
        #expect(booking.coordinator.step == .summary(booking.coordinator.draft))
    }

    @Test func eventsForOtherStepsAreIgnored() async throws {
        let booking = StayBookingHarness()
        #expect(await booking.reachPrice())
        // when
        booking.coordinator.handle(.reserve)
        booking.coordinator.handle(.results(.choose))
        booking.coordinator.handle(.finish)
        // then
        #expect(booking.priceState != nil)
        #expect(booking.reserver.receivedBookings.isEmpty)
    }
}
