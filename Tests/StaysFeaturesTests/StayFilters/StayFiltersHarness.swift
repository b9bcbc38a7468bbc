import StaysDomain
import StaysFeatures
import StaysMessages
import StaysTestSupport
import Testing

/// Makes Filters steps over a search for two adults in Seoul, 4–6 December 2026 seen from 1 December, each
/// reporting to one delegate spy.
@MainActor
final class StayFiltersHarness {
    static let histogram = NightlyPriceHistogram(
        currency: "USD", total: 6, min: 50, max: 150, average: 90,
        buckets: [.init(lower: 50, upper: 100, count: 4), .init(lower: 100, upper: 150, count: 2)])

    let delegate = StayFiltersControllerDelegateSpy()

    /// A step counting with `searcher`, showing `filters` first.
    func makeController(searcher: any StaySearching, filters: StayFilters = .none) throws -> StayFiltersController {
        let query = try StayQuery(
            area: .place(
                id: "test:city:Seoul", center: Coordinate(latitude: 37.57, longitude: 126.98), radiusKilometres: 10),
            dates: .fixture("2026-12-04", "2026-12-06"), guests: .fixture(adults: 2), filters: filters, pageSize: 10,
            today: .fixture("2026-12-01"))
        let controller = StayFiltersController(
            searcher: searcher, query: query, today: FixedTodayProvider(day: .fixture("2026-12-01")), bucketCount: 40,
            words: MessageCatalog.shipped())
        controller.delegate = delegate
        return controller
    }

    /// The row `id` as `controller` shows it.
    func row(_ id: StayFilterRowID, of controller: StayFiltersController) throws -> StayFilterRowState {
        try #require(controller.viewState.sections.flatMap(\.rows).first { $0.id == id })
    }
}
