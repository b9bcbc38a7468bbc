import StaysDomain

/// Leads the user Price → Results → Detail → reserved confirmation for a finished draft, and back one step at
/// a time, with Filters opened from the Price step and, for a stay found without dates, a When step for its nights
/// before the detail; tells its delegate when the step changes, when the user leaves the Price step and when it is
/// done.
@MainActor
public final class StayBookingCoordinator {
    /// The booking's steps; `stayDates` asks the nights of a stay found without dates.
    enum Stage {
        case price, filters, results, stayDates, detail, reserved
    }

    // MARK: - Outputs

    /// Hears changes, going back from Price and the accepted reservation.
    public weak var delegate: (any StayBookingCoordinatorDelegate)?
    /// The booking once confirmed.
    public private(set) var reservation: Reservation?
    /// The draft searched: the one the booking began with and the filters applied since.
    public internal(set) var draft: StayQueryDraft

    // MARK: - Dependencies

    /// Makes each step's controller (read by the Filters extension too).
    let steps: any StayStepMaking
    private let place: ChosenPlace
    private let chosenPrice = StepResultMailbox<PriceRange?>()
    private let chosenStay = StepResultMailbox<StaySearchResult>()
    private let confirmed = StepResultMailbox<Reservation>()
    private let chosenNights = StepResultMailbox<StayTiming?>()
    /// The step on screen.
    var stage = Stage.price
    private var priceState = PriceStepState.loading
    private var priceFilter: PriceFilterController?
    /// The Filters step while open.
    var filterStep: StayFiltersController?
    /// The search without a price, once built from the draft.
    private(set) var query: StayQuery?
    private var results: StayResultsController?
    private var stayDates: (step: DateSearchController, stay: Stay)?
    private var detail: StayDetailController?

    // MARK: - Creating

    /// Creates the booking of `draft` around `place`; call `start()` to load the prices.
    public init(steps: any StayStepMaking, place: ChosenPlace, draft: StayQueryDraft) {
        self.steps = steps
        self.place = place
        self.draft = draft
    }

    /// Builds the query and loads its price histogram for the Price step.
    public func start() {
        priceFilter = nil
        priceState = .loading
        do {
            let query = try steps.queries.query(at: place, draft: draft, price: nil)
            self.query = query
            Task { await loadPrices(for: query) }
        } catch {
            priceState = .failed(steps.problems.describe(error))
        }
    }

    // MARK: - Events

    /// Hands the event to the step on screen; events for another step are ignored.
    public func handle(_ event: FlowEvent) {
        switch (stage, event) {
        case (.price, .price(let event)): handlePrice(event)
        case (.price, .back): delegate?.bookingDidGoBack(self)
        case (.price, .showFilters): showFilters()
        case (.filters, .filters(let event)): filterStep?.handle(event)
        case (.filters, .back): closeFilters()
        case (.results, .results(let event)): handleResults(event)
        case (.results, .back): stage = .price
        case (.stayDates, .dates(let event)): handleStayDates(event)
        case (.stayDates, .back): stage = .results
        case (.detail, .reserve): reserve()
        case (.detail, .back): stage = stayDates == nil ? .results : .stayDates
        case (.reserved, .finish): if let reservation { delegate?.booking(self, didFinishWith: reservation) }
        case (.reserved, .back): stage = .detail
        default: break
        }
    }

    /// The step on screen.
    public var step: FlowStep {
        switch stage {
        case .price: .price(priceFilter.map { .ready($0.viewState) } ?? priceState)
        case .filters: filterStep.map { .filters($0.viewState) } ?? .price(priceState)
        case .results: results.map { .results($0.viewState) } ?? .price(priceState)
        case .stayDates: stayDates.map { .dates($0.step.viewState) } ?? .price(priceState)
        case .detail: detail.map { .detail($0.viewState) } ?? .price(priceState)
        case .reserved: reservedStep
        }
    }

    // MARK: - Steps

    private func loadPrices(for query: StayQuery) async {
        do {
            let histogram = try await steps.priceHistogram(for: query)
            guard query == self.query else { return }
            let mailbox = chosenPrice
            priceFilter = steps.makePriceFilter(histogram: histogram) { mailbox.deliver($0) }
        } catch {
            guard query == self.query else { return }
            priceState = .failed(steps.problems.describe(error))
        }
        changed()
    }

    private func handlePrice(_ event: PriceFilterEvent) {
        priceFilter?.handle(event)
        guard let price = chosenPrice.take() else { return }
        do {
            let priced = try steps.queries.query(at: place, draft: draft, price: price)
            let mailbox = chosenStay
            let list = steps.makeResults(query: priced) { mailbox.deliver($0) }
            results = list
            stage = .results
            run { await list.load() }
        } catch {
            priceState = .failed(steps.problems.describe(error))
            priceFilter = nil
        }
    }

    private func handleResults(_ event: StayResultsEvent) {
        guard let list = results else { return }
        switch event {
        case .move(let rows): list.moveSelection(by: rows)
        case .nextPage: run { await list.nextPage() }
        case .previousPage: run { await list.previousPage() }
        case .cycleSort: run { await list.cycleSort() }
        case .choose: list.choose()
        }
        guard let chosen = chosenStay.take() else { return }
        if let dates = chosen.dates ?? query?.dates {
            stayDates = nil
            openDetail(of: chosen.stay, on: dates)
        } else {
            let mailbox = chosenNights
            stayDates = (steps.makeStayDates { mailbox.deliver($0) }, chosen.stay)
            stage = .stayDates
        }
    }

    /// Passes the event to the nights step of a stay found without dates; opens its detail once they are chosen.
    private func handleStayDates(_ event: DateSearchEvent) {
        guard let pending = stayDates else { return }
        pending.step.handle(event)
        guard let timing = chosenNights.take(), let dates = timing?.exactDates else { return }
        openDetail(of: pending.stay, on: dates)
    }

    private func openDetail(of stay: Stay, on dates: StayDates) {
        guard let query else { return }
        let mailbox = confirmed
        detail = steps.makeDetail(stay: stay, dates: dates, guests: query.guests) { mailbox.deliver($0) }
        stage = .detail
    }

    private func reserve() {
        guard let booking = detail else { return }
        run { [weak self] in
            await booking.reserve()
            guard let self, self.detail === booking, let reservation = self.confirmed.take() else { return }
            self.reservation = reservation
            self.stage = .reserved
            self.refreshResults()
        }
    }

    /// Searches the results behind the detail again, so going back no longer offers the nights just booked.
    private func refreshResults() {
        guard let list = results else { return }
        run { await list.reload() }
    }

    // MARK: - Publishing

    private var reservedStep: FlowStep {
        guard let reservation, let detail else { return .price(priceState) }
        return .reserved(reservation, stayTitle: detail.viewState.stay.title)
    }

    /// Runs slow work, telling the delegate once it is done.
    private func run(_ work: @escaping @MainActor () async -> Void) {
        Task {
            await work()
            changed()
        }
    }

    func changed() {
        delegate?.bookingDidChange(self)
    }
}
