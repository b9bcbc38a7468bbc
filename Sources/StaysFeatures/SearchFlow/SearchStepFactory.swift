import StaysDomain

/// Makes the step controllers from the place services, the clock and today's date.
public struct SearchStepFactory: SearchStepMaking {
    // MARK: - Dependencies

    private let locationProvider: any LocationProviding
    private let nearbyFinder: any NearbyPlaceFinding
    private let suggester: any PlaceSuggesting
    private let detailSearcher: any PlaceDetailSearching
    private let clock: any Clock<Duration>
    private let debounceInterval: Duration
    private let todayProvider: any TodayProviding
    private let dateConfiguration: DateSearchConfiguration
    private let words: any Localizing
    private var maximumGuests = GuestCounts.maximumOccupancy

    // MARK: - Creating

    /// Creates a factory whose steps are written with `words`; suggestions are looked up once typing pauses for
    /// `debounceInterval` on `clock`.
    public init(
        locationProvider: any LocationProviding, nearbyFinder: any NearbyPlaceFinding,
        suggester: any PlaceSuggesting, detailSearcher: any PlaceDetailSearching, clock: any Clock<Duration>,
        debounceInterval: Duration, todayProvider: any TodayProviding, dateConfiguration: DateSearchConfiguration,
        words: any Localizing
    ) {
        self.words = words
        self.locationProvider = locationProvider
        self.nearbyFinder = nearbyFinder
        self.suggester = suggester
        self.detailSearcher = detailSearcher
        self.clock = clock
        self.debounceInterval = debounceInterval
        self.todayProvider = todayProvider
        self.dateConfiguration = dateConfiguration
    }

    /// The same factory, its Who step offering no more guests than `rules` allow (the catalogue's largest stay).
    public func following(_ rules: StayRules) -> SearchStepFactory {
        var changed = self
        changed.maximumGuests = rules.maximumGuests
        return changed
    }

    // MARK: - SearchStepMaking

    /// A new Where step on the place services.
    @MainActor public func makeLocationSearch() -> LocationSearchController {
        LocationSearchController(
            locationProvider: locationProvider, nearbyFinder: nearbyFinder, suggester: suggester,
            detailSearcher: detailSearcher, words: words, clock: clock, debounceInterval: debounceInterval)
    }

    /// A new When step on today's date.
    public func makeDateSearch(initialTiming: StayTiming?, onFinish: @escaping @Sendable (StayTiming?) -> Void)
        -> DateSearchController
    {
        DateSearchController(
            todayProvider: todayProvider, configuration: dateConfiguration, words: words, initialTiming: initialTiming,
            onFinish: onFinish)
    }

    /// A new Who step.
    public func makeGuestSearch(initialCounts: GuestCounts, onConfirm: @escaping @Sendable (GuestCounts) -> Void)
        -> GuestSearchController
    {
        GuestSearchController(
            initialCounts: initialCounts, maximumGuests: maximumGuests, words: words, onConfirm: onConfirm)
    }
}
