/// What the user did, addressed to the step it belongs to.
public enum FlowEvent: Hashable, Sendable {
    /// An event for the Where step.
    case location(LocationSearchEvent)
    /// An event for the When step.
    case dates(DateSearchEvent)
    /// An event for the Who step.
    case guests(GuestSearchEvent)
    /// An event for the Price step.
    case price(PriceFilterEvent)
    /// Open the Filters step (from the Price step).
    case showFilters
    /// An event for the Filters step.
    case filters(StayFiltersEvent)
    /// An event for the results list.
    case results(StayResultsEvent)
    /// Book the stay on the detail step.
    case reserve
    /// Accept the summary (search) or the reservation's confirmation (done).
    case finish
    /// Go back one step.
    case back
}
