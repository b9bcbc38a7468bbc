import ArgumentParser
import StaysDomain

/// Runs `stays seed`: fills the catalogue and shows progress.
struct SeedCommandRunner: Sendable {
    /// The most stays one seeding may write.
    static let maximumCount = 50_000_000

    /// Fills the catalogue.
    let seeder: any StaySeeding
    /// Tells whether the catalogue already holds stays.
    let counter: any StayCounting
    /// Shows progress on standard error.
    let progress: ProgressReporter
    /// Where the summary goes.
    let output: any TextOutput

    /// Seeds `count` stays from `seed` (all or nothing), then says how many were written; refuses a catalogue that
    /// already holds stays unless `replacing` them, and says when an earlier seeding had not finished.
    func seed(count: Int, seed: UInt64, replacing: Bool = false) async throws {
        guard (1...Self.maximumCount).contains(count) else { throw StayCommandError.usage(Self.countRefusal(count)) }
        let existing = try await counter.stayCount()
        guard replacing || existing == 0 else {
            throw StayCommandError.failed(
                "the catalogue already holds \(Money.grouped(UInt(existing))) stays; pass --replace to replace them "
                    + "and their bookings")
        }
        let progress = progress
        let outcome = try await seeder.seed(count: count, seed: seed, replacing: replacing) { done, total in
            progress.report(done: done, total: total)
        }
        progress.finish()
        if let unfinished = outcome.unfinishedEarlier {
            output.write(
                "An earlier seeding of \(Money.grouped(UInt(max(0, unfinished)))) stays did not finish; none of it was kept.\n"
            )
        }
        let replaced = outcome.replaced > 0 ? " in place of \(Money.grouped(UInt(outcome.replaced))) earlier ones" : ""
        output.write("Seeded \(Money.grouped(UInt(count))) stays with seed \(seed)\(replaced).\n")
    }

    /// Refuses a `--count` outside 1…`maximumCount` as a usage error (exit 64).
    static func validate(count: Int) throws {
        guard (1...maximumCount).contains(count) else { throw ValidationError(countRefusal(count)) }
    }

    private static func countRefusal(_ count: Int) -> String {
        "count must be between 1 and \(maximumCount), got \(count)"
    }
}
