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
    /// The words of the announcement, in the person's language.
    let words: any Localizing

    /// Seeds the sample when the catalogue holds no stays (an interrupted seeding leaves none); returns whether it did.
    func seedIfEmpty() async throws -> Bool {
        guard try await counter.stayCount() == 0 else { return false }
        output.writeError(words.text("app.cli.first-start", ["count": .number(Self.sampleCount)]) + "\n")
        let progress = progress
        let outcome = try await seeder.seed(count: Self.sampleCount, seed: Self.sampleSeed) { done, total in
            progress.report(done: done, total: total)
        }
        progress.finish()
        if outcome.unfinishedEarlier != nil {
            output.writeError(words.text("app.cli.first-start-redone") + "\n")
        }
        return true
    }
}
