/// Everything a front end draws for the flow: the step on screen and the one-line summary of the draft.
public struct SearchFlowViewState: Hashable, Sendable {
    /// The step on screen.
    public let step: FlowStep
    /// The draft's place, dates and guests as shown, e.g. ["Seoul", "Dec 3 – Dec 10", "2 guests"].
    public let summaryParts: [String]

    /// Creates a view state.
    public init(step: FlowStep, summaryParts: [String]) {
        self.step = step
        self.summaryParts = summaryParts
    }

    /// The draft so far in one line, e.g. "Seoul · Dec 3 – Dec 10 · 2 guests".
    public var summary: String {
        summaryParts.joined(separator: " · ")
    }

    /// True once the flow is finished or cancelled.
    public var isOver: Bool {
        switch step {
        case .finished, .cancelled: true
        case .location, .dates, .guests, .summary, .price, .filters, .results, .detail, .reserved: false
        }
    }
}
