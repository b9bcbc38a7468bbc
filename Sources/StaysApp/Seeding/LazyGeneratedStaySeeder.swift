import StayCatalogCore
import StaysDomain

/// Seeds through a `GeneratedStaySeeder` made when seeding starts, so opening a catalogue does not load the
/// place index its stays are generated around.
struct LazyGeneratedStaySeeder: StaySeeding {
    /// Where the stays are written.
    let writer: any StaySeedWriting
    /// The place index, loaded on first use.
    let places: LazyPlaceSuggester
    /// The first day of the generated calendars.
    let today: any TodayProviding
    /// How each stay is priced in its country's currency.
    let pricing: LocalPricing

    /// Loads the place index if needed, then writes `count` stays generated from `seed` (see `StaySeeding`).
    func seed(count: Int, seed: UInt64, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws -> StaySeedOutcome
    {
        let seeder = GeneratedStaySeeder(
            writer: writer, places: try places.suggester(), today: today.today(), pricing: pricing)
        return try await seeder.seed(count: count, seed: seed, replacing: replacing, progress: progress)
    }
}
