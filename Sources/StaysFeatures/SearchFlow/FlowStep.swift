import StaysDomain

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
    /// Price: choosing a nightly budget on the histogram.
    case price(PriceStepState)
    /// Filters: type of place, rooms, kinds and amenities, with a live count.
    case filters(StayFiltersViewState)
    /// The stays matching the query, a page at a time.
    case results(StayResultsViewState)
    /// One stay priced for the trip, ready to book.
    case detail(StayDetailViewState)
    /// The booking went through: the reservation and the stay's title.
    case reserved(Reservation, stayTitle: String)
    /// The user accepted the query (or the reservation); the flow is over.
    case finished(StayQueryDraft)
    /// The user left the first step; the flow is over without a query.
    case cancelled
}
