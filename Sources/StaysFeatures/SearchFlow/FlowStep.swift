/// The step of the search flow on screen, with what it shows.
public enum FlowStep: Hashable, Sendable {
    /// Where: choosing a place.
    case location(LocationSearchViewState)
    /// When: choosing the nights.
    case dates(DateSearchViewState)
    /// Who: counting the guests.
    case guests(GuestSearchViewState)
    /// The finished query, waiting for the user to accept it.
    case summary(StayQueryDraft)
    /// The user accepted the query; the flow is over.
    case finished(StayQueryDraft)
    /// The user left the first step; the flow is over without a query.
    case cancelled
}
