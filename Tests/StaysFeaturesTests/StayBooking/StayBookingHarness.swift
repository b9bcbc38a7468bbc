import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport

/// A search flow whose booking steps run on a searcher spy and a reserver stub, booking as "Ada" with today
/// fixed at Tuesday 2026-12-01.
@MainActor
final class StayBookingHarness {
    static let histogram = NightlyPriceHistogram(
        currency: "USD", total: 6, min: 50, max: 200, average: 110,
        buckets: [
            .init(lower: 50, upper: 100, count: 3), .init(lower: 100, upper: 150, count: 2),
            .init(lower: 150, upper: 200, count: 1),
        ])
    static let loft = Stay.fixture(id: "stay:1", title: "Sunny loft by the river")
    static let cabin = Stay.fixture(id: "stay:2", title: "Quiet cabin", nightlyCents: 8_000)
    static let page = StayResultsPage(
        total: 2, results: [.fixture(loft, nights: 2), .fixture(cabin, nights: 2)], nextCursor: nil)
    static let reservation = Reservation.fixture(
        id: "res-7", stayID: "stay:2", dates: .fixture("2026-12-04", "2026-12-06"), guestName: "Ada",
        totalPrice: Money(minorUnits: 19_000))

    let searcher: StaySearcherSpy
    let reserver: ReserverStub
    let flow: SearchFlowHarness

    init(
        histogram: NightlyPriceHistogram? = StayBookingHarness.histogram,
        pages: [StayResultsPage] = [StayBookingHarness.page],
        reservation: Result<Reservation, StayQueryError> = .success(StayBookingHarness.reservation)
    ) {
        searcher = StaySearcherSpy(pages: pages, histogram: histogram)
        reserver = ReserverStub(reservation: reservation)
        let stays = StayStepFactory(
            searcher: searcher, reserver: reserver, today: FixedTodayProvider(day: .fixture("2026-12-01")),
            guestName: "Ada", words: MessageCatalog.shipped())
        flow = SearchFlowHarness(stays: stays)
    }

    var coordinator: SearchFlowCoordinator { flow.coordinator }

    // MARK: - Driving

    /// Chooses Incheon, gives the When step `when` (skipping by default) and confirms nobody, arriving on the
    /// summary.
    func reachSummary(when: [DateSearchEvent] = [.skip]) async -> Bool {
        guard await flow.chooseFirstRecommendation() else { return false }
        for event in when { coordinator.handle(.dates(event)) }
        coordinator.handle(.guests(.confirm))
        guard case .summary = coordinator.step else { return false }
        return true
    }

    /// Goes on from the summary and waits for the histogram.
    func reachPrice(when: [DateSearchEvent] = [.skip]) async -> Bool {
        guard await reachSummary(when: when) else { return false }
        coordinator.handle(.finish)
        return await eventually { self.priceState != nil }
    }

    /// Opens the Filters step from the Price step and waits for its count.
    func reachFilters() async -> Bool {
        guard await reachPrice() else { return false }
        coordinator.handle(.showFilters)
        return await eventually {
            if case .counted? = self.filtersState?.count { return true }
            return false
        }
    }

    /// Confirms the whole price range and waits for the first page.
    func reachResults(when: [DateSearchEvent] = [.skip]) async -> Bool {
        guard await reachPrice(when: when) else { return false }
        coordinator.handle(.price(.confirm))
        return await eventually { self.resultsState?.status == .loaded }
    }

    /// Opens the second stay (the cabin).
    func reachDetail() async -> Bool {
        guard await reachResults() else { return false }
        coordinator.handle(.results(.move(1)))
        coordinator.handle(.results(.choose))
        return detailState != nil
    }

    /// Reserves the opened stay and waits for the confirmation step.
    func reachReserved() async -> Bool {
        guard await reachDetail() else { return false }
        coordinator.handle(.reserve)
        return await eventually { self.isReserved }
    }

    // MARK: - Reading

    /// The Price step's histogram state, nil while loading or on another step.
    var priceState: PriceFilterViewState? {
        guard case .price(.ready(let state)) = coordinator.step else { return nil }
        return state
    }

    /// The Filters step's state, or nil on another step.
    var filtersState: StayFiltersViewState? {
        guard case .filters(let state) = coordinator.step else { return nil }
        return state
    }

    /// The results list's state, or nil on another step.
    var resultsState: StayResultsViewState? {
        guard case .results(let state) = coordinator.step else { return nil }
        return state
    }

    /// The When step's state (also the nights asked for a stay found without dates), or nil on another step.
    var datesState: DateSearchViewState? {
        guard case .dates(let state) = coordinator.step else { return nil }
        return state
    }

    /// The detail's state, or nil on another step.
    var detailState: StayDetailViewState? {
        guard case .detail(let state) = coordinator.step else { return nil }
        return state
    }

    /// Whether the confirmation is on screen.
    var isReserved: Bool {
        guard case .reserved = coordinator.step else { return false }
        return true
    }
}
