import StaysDomain
import StaysFeatures
import StaysTestSupport
import Testing

@MainActor
@Suite struct SearchFlowCoordinatorTests {
    // MARK: - Forward

    @Test func walkingForwardThroughEveryStepFinishesWithTheWholeQuery() async throws {
        // given
        let flow = SearchFlowHarness()
        #expect(flow.locationState != nil)
        #expect(flow.coordinator.viewState.summary == "Anywhere · Any week · Add guests")
        // when
        #expect(await flow.chooseFirstRecommendation())
        flow.pickDates("2026-12-03", "2026-12-10")
        let guests = try #require(flow.guestsState)
        flow.confirmAdults(2)
        // then
        #expect(guests.counts == GuestCounts())
        #expect(flow.coordinator.step == .summary(flow.coordinator.draft))
        #expect(flow.coordinator.viewState.summary == "Incheon · Dec 3 – Dec 10 · 2 guests")
        flow.coordinator.handle(.finish)
        let draft = flow.coordinator.draft
        #expect(flow.coordinator.step == .finished(draft))
        #expect(flow.coordinator.viewState.isOver)
        #expect(draft.place?.title == "Incheon")
        #expect(draft.dates == (try StayDates(checkIn: .fixture("2026-12-03"), checkOut: .fixture("2026-12-10"))))
        #expect(draft.guests == (try GuestCounts(adults: 2, children: 0, infants: 0, pets: 0)))
    }

    @Test func choosingAGroupOpensItsPlacesAndAPlaceInItMovesOnToDates() async throws {
        // given
        let flow = SearchFlowHarness()
        #expect(await flow.start())
        #expect(await flow.type("springf"))
        // when
        flow.coordinator.handle(.location(.choose))
        #expect(await eventually { flow.locationState?.mode == .details && flow.locationState?.status == .loaded })
        flow.coordinator.handle(.location(.moveDown))
        flow.coordinator.handle(.location(.choose))
        // then
        #expect(flow.datesState != nil)
        #expect(flow.coordinator.draft.place?.title == "Springfield Gardens")
        #expect(flow.coordinator.viewState.summary == "Springfield Gardens · Any week · Add guests")
    }

    @Test func skippingDatesLeavesThemOpen() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.chooseFirstRecommendation())
        // when
        flow.coordinator.handle(.dates(.skip))
        // then
        #expect(flow.guestsState != nil)
        #expect(flow.coordinator.draft.dates == nil)
        #expect(flow.coordinator.viewState.summary == "Incheon · Any week · Add guests")
    }

    @Test func everyChangeIsPublishedOnce() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.chooseFirstRecommendation())
        let before = flow.published.count
        // when
        flow.coordinator.handle(.dates(.moveFocus(.nextDay)))
        flow.coordinator.handle(.dates(.moveFocus(.previousDay)))
        flow.coordinator.handle(.dates(.moveFocus(.previousDay)))
        // then: today cannot move further back, so the third move changes nothing
        #expect(flow.published.count == before + 2)
        #expect(flow.published.last == flow.coordinator.viewState)
    }

    // MARK: - Back

    @Test func backOnWhenReturnsToWhereKeepingThePlace() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.chooseFirstRecommendation())
        // when
        flow.coordinator.handle(.back)
        // then
        #expect(flow.locationState?.rows.map(\.title) == ["Incheon", "Suwon"])
        #expect(flow.coordinator.draft.place?.title == "Incheon")
    }

    @Test func backOnWhoReturnsToWhenShowingTheChosenDates() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.chooseFirstRecommendation())
        flow.pickDates("2026-12-03", "2026-12-10")
        // when
        flow.coordinator.handle(.back)
        // then
        let dates = try #require(flow.datesState)
        #expect(dates.checkIn == .fixture("2026-12-03"))
        #expect(dates.checkOut == .fixture("2026-12-10"))
    }

    @Test func backOnTheSummaryReturnsToWhoShowingTheCounts() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.chooseFirstRecommendation())
        flow.coordinator.handle(.dates(.skip))
        flow.confirmAdults(3)
        // when
        flow.coordinator.handle(.back)
        // then
        #expect(flow.guestsState?.counts.adults == 3)
        #expect(flow.coordinator.viewState.summary == "Incheon · Any week · 3 guests")
    }

    @Test func backOnWhereClearsTheTextThenCancels() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.start())
        #expect(await flow.type("springf"))
        // when
        flow.coordinator.handle(.location(.back))
        // then
        #expect(flow.locationState?.queryText == "")
        flow.coordinator.handle(.back)
        #expect(flow.coordinator.step == .cancelled)
        #expect(flow.coordinator.viewState.isOver)
    }

    // MARK: - Bad input

    @Test func eventsForAnotherStepAreIgnored() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.start())
        let before = flow.coordinator.viewState
        // when
        flow.coordinator.handle(.dates(.skip))
        flow.coordinator.handle(.guests(.confirm))
        flow.coordinator.handle(.finish)
        // then
        #expect(flow.coordinator.viewState == before)
    }

    @Test func afterFinishingNothingMoves() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.chooseFirstRecommendation())
        flow.coordinator.handle(.dates(.skip))
        flow.confirmAdults(1)
        flow.coordinator.handle(.finish)
        let finished = flow.coordinator.viewState
        // when
        flow.coordinator.handle(.back)
        flow.coordinator.handle(.location(.updateText("x")))
        // then
        #expect(flow.coordinator.viewState == finished)
    }

    @Test func controlCharactersInTheTextDoNotBreakTheFlow() async throws {
        let flow = SearchFlowHarness()
        #expect(await flow.start())
        // when
        #expect(await flow.type("spr\u{7}\u{1B}"))
        // then
        #expect(flow.locationState?.mode == .suggestions)
        #expect(flow.locationState?.rows.map(\.title) == ["Springfield"])
    }
}
