import StaysDomain

/// Fills an empty catalogue with a sample before the first interactive search, saying so on standard error: large
/// enough that every city of 100,000 people or more has at least 30 stays free for two on an ordinary week.
struct FirstStartSeeder: Sendable {
    /// How many stays the sample has.
    static let sampleCount = 280_000
    /// The generator's seed, fixed so every first start makes the same sample.
    static let sampleSeed: UInt64 = 2026

    /// Tells whether the catalogue is empty.
    let counter: any StayCounting
    /// Fills the catalogue.
    let seeder: any StaySeeding
    /// Shows progress on standard error.
    let progress: ProgressReporter
    /// Where the announcement goes (standard error).
    let output: any TextOutput

    /// Seeds the sample when the catalogue holds no stays (an interrupted seeding leaves none); returns whether it did.
    func seedIfEmpty() async throws -> Bool {
        guard try await counter.stayCount() == 0 else { return false }
        output.writeError(
            "Setting up a sample catalogue of \(Money.grouped(UInt(Self.sampleCount))) synthetic stays "
                + "(first start only, about 20 seconds)…\n")
        let progress = progress
        let outcome = try await seeder.seed(count: Self.sampleCount, seed: Self.sampleSeed) { done, total in
            progress.report(done: done, total: total)
        }
        progress.finish()
        if outcome.unfinishedEarlier != nil {
            output.writeError("An earlier setup had been interrupted before it finished; it was done again in full.\n")
        }
        return true
    }
}
