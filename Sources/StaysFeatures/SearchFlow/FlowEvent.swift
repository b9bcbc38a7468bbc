/// What the user did, addressed to the step it belongs to.
public enum FlowEvent: Hashable, Sendable {
    /// An event for the Where step.
    case location(LocationSearchEvent)
    /// An event for the When step.
    case dates(DateSearchEvent)
    /// An event for the Who step.
    case guests(GuestSearchEvent)
    /// Accept the finished query on the summary.
    case finish
    /// Go back one step (from When, Who or the summary).
    case back
}
