/// Everything a front end draws for the flow: the step on screen and the one-line summary of the draft.
public struct SearchFlowViewState: Hashable, Sendable {
    /// The step on screen.
    public let step: FlowStep
    /// The draft so far in one line, e.g. "Seoul · Dec 3 – Dec 10 · 2 guests".
    public let summary: String

    /// Creates a view state.
    public init(step: FlowStep, summary: String) {
        self.step = step
        self.summary = summary
    }

    /// True once the flow is finished or cancelled.
    public var isOver: Bool {
        switch step {
        case .finished, .cancelled: true
        case .location, .dates, .guests, .summary: false
        }
    }
}
