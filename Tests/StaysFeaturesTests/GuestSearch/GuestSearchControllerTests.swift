import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

@Suite struct GuestSearchControllerTests {
    private let confirmSpy = CallbackSpy<GuestCounts>()

    private func makeController(_ counts: GuestCounts = GuestCounts()) -> GuestSearchController {
        let spy = confirmSpy
        return GuestSearchController(
            initialCounts: counts, words: MessageCatalog.shipped(), onConfirm: { spy.record($0) })
    }

    private func row(_ kind: GuestKind, of controller: GuestSearchController) throws -> GuestRowState {
        try #require(controller.viewState.rows.first { $0.kind == kind })
    }

    // MARK: - Adults

    @Test func startsEmptyWithOnlyPlusButtonsEnabled() throws {
        let controller = makeController()
        let state = controller.viewState
        #expect(state.rows.map(\.kind) == [.adults, .children, .infants, .pets])
        #expect(state.rows.allSatisfy { $0.count == 0 && $0.canIncrement && !$0.canDecrement })
        #expect(state.summary == "Add guests")
        #expect(try row(.adults, of: controller).title == "Adults")
    }

    @Test(arguments: [GuestKind.children, .infants, .pets])
    func addingAnyoneWithoutAnAdultAddsAnAdultToo(kind: GuestKind) {
        let controller = makeController()
        controller.handle(.increment(kind))
        #expect(controller.viewState.counts.adults == 1)
        #expect(controller.viewState.counts.count(of: kind) == 1)
    }

    @Test func lastAdultCannotLeaveWhileOthersCome() throws {
        let controller = makeController(try GuestCounts(adults: 1, children: 0, infants: 1, pets: 0))
        #expect(try !row(.adults, of: controller).canDecrement)
        controller.handle(.decrement(.adults))
        #expect(controller.viewState.counts.adults == 1)
        controller.handle(.decrement(.infants))
        #expect(try row(.adults, of: controller).canDecrement)
        controller.handle(.decrement(.adults))
        #expect(controller.viewState.counts.isEmpty)
    }

    // MARK: - Maxima

    @Test func sixteenAdultsAndChildrenFillTheStayButInfantsStillFit() throws {
        let controller = makeController(try GuestCounts(adults: 10, children: 5, infants: 0, pets: 0))
        controller.handle(.increment(.children))
        #expect(controller.viewState.counts.occupancy == 16)
        #expect(try !row(.adults, of: controller).canIncrement)
        #expect(try !row(.children, of: controller).canIncrement)
        controller.handle(.increment(.adults))
        #expect(controller.viewState.counts.occupancy == 16)
        controller.handle(.increment(.infants))
        #expect(controller.viewState.counts.infants == 1)
        #expect(try row(.infants, of: controller).canIncrement)
    }

    @Test(arguments: [GuestKind.infants, .pets])
    func infantsAndPetsStopAtFive(kind: GuestKind) throws {
        let controller = makeController()
        for _ in 0..<7 { controller.handle(.increment(kind)) }
        #expect(controller.viewState.counts.count(of: kind) == 5)
        #expect(try !row(kind, of: controller).canIncrement)
        #expect(try row(kind, of: controller).canDecrement)
    }

    @Test func countsNeverDropBelowZero() {
        let controller = makeController()
        controller.handle(.decrement(.children))
        controller.handle(.decrement(.adults))
        #expect(controller.viewState.counts.isEmpty)
    }

    // MARK: - Summary, focus and confirming

    @Test func summaryCountsAdultsAndChildrenAsGuestsThenInfantsAndPets() throws {
        let controller = makeController(try GuestCounts(adults: 1, children: 1, infants: 1, pets: 1))
        #expect(controller.viewState.summary == "2 guests, 1 infant, 1 pet")
        controller.handle(.increment(.infants))
        controller.handle(.increment(.pets))
        controller.handle(.decrement(.children))
        #expect(controller.viewState.summary == "1 guest, 2 infants, 2 pets")
    }

    @Test func focusMovesBetweenRowsAndStopsAtTheEnds() {
        let controller = makeController()
        controller.handle(.focusPreviousRow)
        #expect(controller.viewState.rows.first(where: \.isFocused)?.kind == .adults)
        for _ in 0..<6 { controller.handle(.focusNextRow) }
        #expect(controller.viewState.rows.first(where: \.isFocused)?.kind == .pets)
        #expect(controller.viewState.rows.filter(\.isFocused).count == 1)
        controller.handle(.increment(.children))
        #expect(controller.viewState.rows.first(where: \.isFocused)?.kind == .children)
    }

    @Test func confirmTellsTheParentTheCountsAndClearResetsThem() throws {
        let controller = makeController()
        controller.handle(.increment(.adults))
        controller.handle(.increment(.pets))
        #expect(confirmSpy.callCount == 0)
        controller.handle(.confirm)
        #expect(confirmSpy.receivedValues == [try GuestCounts(adults: 1, children: 0, infants: 0, pets: 1)])
        controller.handle(.clear)
        controller.handle(.confirm)
        #expect(confirmSpy.receivedValues.last == GuestCounts())
        #expect(confirmSpy.callCount == 2)
    }
}
