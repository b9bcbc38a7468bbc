/// Makes a search flow from its step factory and summary writer; the composition root hands it out.
public struct SearchFlowFactory: Sendable {
    private let steps: any SearchStepMaking
    private let summaryWriter: StayQuerySummary

    /// Creates a factory.
    public init(steps: any SearchStepMaking, summaryWriter: StayQuerySummary) {
        self.steps = steps
        self.summaryWriter = summaryWriter
    }

    /// A new flow on its Where step, not yet started.
    @MainActor
    public func makeFlow() -> SearchFlowCoordinator {
        SearchFlowCoordinator(steps: steps, summaryWriter: summaryWriter)
    }
}
