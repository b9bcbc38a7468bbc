import PlaceSearch
import StayCatalogCore
import StaysDomain

/// Seeds a catalogue with stays generated around the place index's real cities and airports.
struct GeneratedStaySeeder: StaySeeding {
    /// Cities smaller than this get no stays.
    static let minimumCityPopulation = 1_000
    /// Cities this populous get a guaranteed quota of stays for two near their centre.
    static let bigCityPopulation = SeedPlan.bigCityPopulation

    private let writer: any StaySeedWriting
    private let places: IndexedPlaceSuggester
    private let today: CalendarDay

    /// Seeds through `writer`, around `places`, with calendars starting `today`.
    init(writer: any StaySeedWriting, places: IndexedPlaceSuggester, today: CalendarDay) {
        self.writer = writer
        self.places = places
        self.today = today
    }

    /// Writes `count` stays generated from `seed` in one transaction, replacing every stay first when `replacing`.
    func seed(count: Int, seed: UInt64, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws -> StaySeedOutcome
    {
        let generator = StaySeedGenerator(
            count: count, seed: seed,
            cities: places.cityPlacesByPopulation(minimumPopulation: Self.minimumCityPopulation),
            airports: places.airportPlaces(), today: today)
        return try await writer.seed(stays: generator, replacing: replacing, progress: progress)
    }
}
