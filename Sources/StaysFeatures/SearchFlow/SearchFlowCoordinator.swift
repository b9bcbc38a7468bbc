import StaysDomain

/// Leads the user Where → When → Who → Summary and back, keeping the query built so far; with stay services
/// the summary goes on to a `StayBookingCoordinator` (Price → Results → Detail → reserved).
@MainActor
public final class SearchFlowCoordinator {
    /// The flow's stages, in order.
    private enum Stage {
        case location, dates, guests, summary, booking, finished, cancelled
    }

    // MARK: - Outputs

    /// Hears every new view state, including ones caused by answers arriving later.
    public var onChange: (@MainActor (SearchFlowViewState) -> Void)?
    /// What the front end shows now.
    public private(set) var viewState: SearchFlowViewState
    /// The query built so far.
    public private(set) var draft = StayQueryDraft()
    /// The reservation made, once the user accepted its confirmation.
    public private(set) var reservation: Reservation?

    /// The step on screen.
    public var step: FlowStep { viewState.step }

    // MARK: - Dependencies

    private let steps: any SearchStepMaking
    private let summaryWriter: StayQuerySummary
    private let stays: (any StayStepMaking)?
    private var booking: StayBookingCoordinator?
    private let location: LocationSearchController
    private var dateSearch: DateSearchController?
    private var guestSearch: GuestSearchController?
    private let finishedDates = StepResultMailbox<StayTiming?>()
    private let confirmedGuests = StepResultMailbox<GuestCounts>()
    private var stage = Stage.location

    // MARK: - Creating

    /// Creates the flow on its Where step; call `start()` to begin loading. Without `stays` the summary ends
    /// the flow with the query.
    public init(steps: any SearchStepMaking, summaryWriter: StayQuerySummary, stays: (any StayStepMaking)? = nil) {
        self.steps = steps
        self.summaryWriter = summaryWriter
        self.stays = stays
        location = steps.makeLocationSearch()
        viewState = SearchFlowViewState(
            step: .location(location.state), summaryParts: summaryWriter.parts(for: draft))
        location.onStateChange = { [weak self] _ in self?.publish() }
        location.onChoose = { [weak self] place in self?.choose(place) }
    }

    // MARK: - Events

    /// Starts the Where step (loading places near the user).
    public func start() {
        location.start()
        publish()
    }

    /// Hands the event to the step on screen; events for another step are ignored.
    public func handle(_ event: FlowEvent) {
        switch (stage, event) {
        case (.location, .location(let event)): handleLocation(event)
        case (.location, .back): handleLocation(.back)
        case (.dates, .dates(let event)): handleDates(event)
        case (.dates, .back): stage = .location
        case (.guests, .guests(let event)): handleGuests(event)
        case (.guests, .back): showDates()
        case (.summary, .finish): startBooking()
        case (.summary, .back): showGuests()
        case (.booking, _): booking?.handle(event)
        default: break
        }
        publish()
    }

    // MARK: - Steps

    private func handleLocation(_ event: LocationSearchEvent) {
        switch event {
        case .updateText(let text): location.updateText(text)
        case .moveUp: location.moveSelectionUp()
        case .moveDown: location.moveSelectionDown()
        case .choose: location.chooseHighlighted()
        case .back: if !location.goBack() { stage = .cancelled }
        }
    }

    private func choose(_ place: ChosenPlace) {
        guard stage == .location else { return }
        draft.place = place
        showDates()
        publish()
    }

    private func handleDates(_ event: DateSearchEvent) {
        dateSearch?.handle(event)
        guard let timing = finishedDates.take() else { return }
        draft.timing = timing
        showGuests()
    }

    private func handleGuests(_ event: GuestSearchEvent) {
        guestSearch?.handle(event)
        guard let counts = confirmedGuests.take() else { return }
        draft.guests = counts
        stage = .summary
    }

    private func showDates() {
        let mailbox = finishedDates
        dateSearch = steps.makeDateSearch(initialTiming: draft.timing) { mailbox.deliver($0) }
        stage = .dates
    }

    private func showGuests() {
        let mailbox = confirmedGuests
        guestSearch = steps.makeGuestSearch(initialCounts: draft.guests) { mailbox.deliver($0) }
        stage = .guests
    }

    private func startBooking() {
        guard let stays, let place = draft.place else {
            stage = .finished
            return
        }
        let booking = StayBookingCoordinator(steps: stays, place: place, draft: draft)
        booking.delegate = self
        self.booking = booking
        stage = .booking
        booking.start()
    }

    // MARK: - Publishing

    private var currentStep: FlowStep {
        switch stage {
        case .location: .location(location.state)
        case .dates: dateSearch.map { .dates($0.viewState) } ?? .location(location.state)
        case .guests: guestSearch.map { .guests($0.viewState) } ?? .location(location.state)
        case .summary: .summary(draft)
        case .booking: booking?.step ?? .summary(draft)
        case .finished: .finished(draft)
        case .cancelled: .cancelled
        }
    }

    /// The draft as searched: on the summary and after it, skipped dates and guests show their defaults, and
    /// while booking, the filters applied there.
    private var shownDraft: StayQueryDraft {
        guard let stays, [.summary, .booking, .finished].contains(stage) else { return draft }
        return stays.queries.filled(stage == .booking ? booking?.draft ?? draft : draft)
    }

    private func publish() {
        let next = SearchFlowViewState(step: currentStep, summaryParts: summaryWriter.parts(for: shownDraft))
        guard next != viewState else { return }
        viewState = next
        onChange?(next)
    }
}

// MARK: - StayBookingCoordinatorDelegate

extension SearchFlowCoordinator: StayBookingCoordinatorDelegate {
    /// Shows the booking's new step.
    public func bookingDidChange(_ booking: StayBookingCoordinator) {
        publish()
    }

    /// Returns to the summary, dropping the booking but keeping its filters for the next search.
    public func bookingDidGoBack(_ booking: StayBookingCoordinator) {
        draft.filters = booking.draft.filters
        self.booking = nil
        stage = .summary
        publish()
    }

    /// Ends the flow with the reservation.
    public func booking(_ booking: StayBookingCoordinator, didFinishWith reservation: Reservation) {
        draft.filters = booking.draft.filters
        self.reservation = reservation
        stage = .finished
        publish()
    }
}
