import PlaceSearch
import StayCatalogCore
import StaysDomain

/// Seeds a catalogue with stays generated around the place index's real cities and airports, each priced in its
/// country's currency.
struct GeneratedStaySeeder: StaySeeding {
    /// Cities smaller than this get no stays.
    static let minimumCityPopulation = 1_000
    /// Cities this populous get a guaranteed quota of stays for two near their centre.
    static let bigCityPopulation = SeedPlan.bigCityPopulation

    private let writer: any StaySeedWriting
    private let places: IndexedPlaceSuggester
    private let today: CalendarDay
    private let pricing: LocalPricing

    /// Seeds through `writer`, around `places`, with calendars starting `today`, priced by `pricing`.
    init(writer: any StaySeedWriting, places: IndexedPlaceSuggester, today: CalendarDay, pricing: LocalPricing) {
        self.writer = writer
        self.places = places
        self.today = today
        self.pricing = pricing
    }

    /// Writes `count` stays generated from `seed` in one transaction, replacing every stay first when `replacing`.
    func seed(count: Int, seed: UInt64, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws -> StaySeedOutcome
    {
        let generator = StaySeedGenerator(
            count: count, seed: seed,
            cities: places.cityPlacesByPopulation(minimumPopulation: Self.minimumCityPopulation),
            airports: places.airportPlaces(), today: today, pricing: pricing)
        return try await writer.seed(stays: generator, replacing: replacing, progress: progress)
    }
}
