import Foundation
import StaysDomain
import StaysWire

/// Makes the booking steps on the stay catalogue's searcher and reserver, booking in one guest's name.
public struct StayStepFactory: StayStepMaking {
    /// How many bars the Price step's histogram has.
    public static let histogramBars = 40

    // MARK: - Dependencies

    /// Builds the stay search from the draft.
    public let queries: StayQueryBuilder
    /// Writes the errors the steps meet for the person, in their language.
    public let problems: ProblemWording
    private let searcher: any StaySearching
    private let reserver: any Reserving
    private let today: any TodayProviding
    private let guestName: String
    private let dateConfiguration: DateSearchConfiguration
    private let words: any Localizing

    // MARK: - Creating

    /// Creates a factory searching with `searcher`, booking with `reserver` as `guestName`; the steps are written with
    /// `words`, dates written and chosen on `dateConfiguration`'s calendar.
    public init(
        searcher: any StaySearching, reserver: any Reserving, today: any TodayProviding, guestName: String,
        words: any Localizing, pageSize: Int = 10,
        dateConfiguration: DateSearchConfiguration = DateSearchConfiguration(calendar: Calendar(identifier: .gregorian))
    ) {
        self.dateConfiguration = dateConfiguration
        self.words = words
        problems = ProblemWording(words: words)
        queries = StayQueryBuilder(today: today, pageSize: pageSize)
        self.searcher = searcher
        self.reserver = reserver
        self.today = today
        self.guestName = guestName
    }

    // MARK: - StayStepMaking

    /// The histogram of `query` in `histogramBars` bars.
    public func priceHistogram(for query: StayQuery) async throws -> NightlyPriceHistogram {
        try await searcher.histogram(query, bucketCount: Self.histogramBars)
    }

    /// A new Price step.
    public func makePriceFilter(
        histogram: NightlyPriceHistogram, onConfirm: @escaping @Sendable (PriceRange?) -> Void
    ) -> PriceFilterController {
        PriceFilterController(histogram: histogram, onConfirm: onConfirm)
    }

    /// A new Filters step counting with the factory's searcher over `histogramBars` bars.
    @MainActor public func makeFilters(query: StayQuery) -> StayFiltersController {
        StayFiltersController(
            searcher: searcher, query: query, today: today, bucketCount: Self.histogramBars, words: words)
    }

    /// A new results list.
    public func makeResults(query: StayQuery, onChoose: @escaping @Sendable (StaySearchResult) -> Void)
        -> StayResultsController
    {
        StayResultsController(
            searcher: searcher, query: query, today: today, calendar: dateConfiguration.calendar, words: words,
            onChoose: onChoose)
    }

    /// A new When step for exact nights on today's date.
    public func makeStayDates(onFinish: @escaping @Sendable (StayTiming?) -> Void) -> DateSearchController {
        DateSearchController(
            todayProvider: today, configuration: dateConfiguration, words: words, choices: .exactNights,
            onFinish: onFinish)
    }

    /// A new detail booking as the factory's guest.
    public func makeDetail(
        stay: Stay, dates: StayDates, guests: GuestCounts, onReserved: @escaping @Sendable (Reservation) -> Void
    ) -> StayDetailController {
        StayDetailController(
            stay: stay, dates: dates, guests: guests, guestName: guestName, reserver: reserver, words: words,
            onReserved: onReserved)
    }
}
