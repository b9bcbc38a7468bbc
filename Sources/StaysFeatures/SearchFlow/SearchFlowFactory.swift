/// Makes a search flow from its step factories and summary writer; the composition root hands it out.
public struct SearchFlowFactory: Sendable {
    private let steps: any SearchStepMaking
    private let summaryWriter: StayQuerySummary
    private let stays: (any StayStepMaking)?

    /// Creates a factory; without `stays` its flows end at the summary with the query.
    public init(steps: any SearchStepMaking, summaryWriter: StayQuerySummary, stays: (any StayStepMaking)? = nil) {
        self.steps = steps
        self.summaryWriter = summaryWriter
        self.stays = stays
    }

    /// A new flow on its Where step, not yet started.
    @MainActor
    public func makeFlow() -> SearchFlowCoordinator {
        SearchFlowCoordinator(steps: steps, summaryWriter: summaryWriter, stays: stays)
    }
}
