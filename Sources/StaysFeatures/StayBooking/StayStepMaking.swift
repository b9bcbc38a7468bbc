import StaysDomain
import StaysWire

/// Makes the booking steps (Price, Filters, Results, Detail) on the stay services, and the queries they search with.
public protocol StayStepMaking: Sendable {
    /// Builds the stay search from the draft.
    var queries: StayQueryBuilder { get }
    /// Writes the errors the steps meet for the person, in their language.
    var problems: ProblemWording { get }
    /// The spread of nightly prices of the stays matching `query`, ignoring its price range.
    func priceHistogram(for query: StayQuery) async throws -> NightlyPriceHistogram
    /// A new Price step over `histogram`, reporting the chosen budget (nil for any price) to `onConfirm`.
    func makePriceFilter(histogram: NightlyPriceHistogram, onConfirm: @escaping @Sendable (PriceRange?) -> Void)
        -> PriceFilterController
    /// A new Filters step over `query` (its filters shown first) with a live count of the stays that match.
    @MainActor func makeFilters(query: StayQuery) -> StayFiltersController
    /// A new results list for `query`, reporting the stay the user opens to `onChoose`.
    func makeResults(query: StayQuery, onChoose: @escaping @Sendable (StaySearchResult) -> Void)
        -> StayResultsController
    /// A new When step offering exact nights only, for a stay found without dates; reports them (nil never comes,
    /// as the step cannot be skipped) to `onFinish`.
    func makeStayDates(onFinish: @escaping @Sendable (StayTiming?) -> Void) -> DateSearchController
    /// A new detail of `stay` for these nights and guests, reporting a confirmed booking to `onReserved`.
    func makeDetail(
        stay: Stay, dates: StayDates, guests: GuestCounts, onReserved: @escaping @Sendable (Reservation) -> Void
    ) -> StayDetailController
}
