import ArgumentParser
import StaysDomain

/// Runs `stays seed`: fills the catalogue and shows progress.
struct SeedCommandRunner: Sendable {
    /// The most stays one seeding may write.
    static let maximumCount = 50_000_000

    /// Fills the catalogue.
    let seeder: any StaySeeding
    /// Shows progress on standard error.
    let progress: ProgressReporter
    /// Where the summary goes.
    let output: any TextOutput

    /// Seeds `count` stays from `seed`, then says how many were written.
    func seed(count: Int, seed: UInt64) async throws {
        guard (1...Self.maximumCount).contains(count) else { throw StayCommandError.usage(Self.countRefusal(count)) }
        let progress = progress
        try await seeder.seed(count: count, seed: seed) { done, total in progress.report(done: done, total: total) }
        progress.finish()
        output.write("Seeded \(Money.grouped(UInt(count))) stays with seed \(seed).\n")
    }

    /// Refuses a `--count` outside 1…`maximumCount` as a usage error (exit 64).
    static func validate(count: Int) throws {
        guard (1...maximumCount).contains(count) else { throw ValidationError(countRefusal(count)) }
    }

    private static func countRefusal(_ count: Int) -> String {
        "count must be between 1 and \(maximumCount), got \(count)"
    }
}
