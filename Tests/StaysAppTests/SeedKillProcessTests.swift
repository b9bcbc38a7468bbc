import Foundation
import StayCatalog
import StaysDomain
import Testing

/// `stays seed` killed with SIGKILL at random moments, then run again until it finishes.
@Suite(.serialized) struct SeedKillProcessTests {
    /// The seed of the kill moments; a failure names it with its round and moment, so the run can be repeated.
    static let randomSeed: UInt64 = 4813
    /// How many times the seeding of the file is killed before it is let finish.
    static let kills = 3
    /// The seeding every run does (two batches of the catalogue's 20,000).
    static let seed = ["seed", "--count", "21000", "--seed", "9"]

    // MARK: - Killing

    @Test func aSeedingKilledAtRandomMomentsAndRunAgainEndsEqualToAnUninterruptedSeed() async throws {
        // given an uninterrupted seeding over a small place index, timed
        let folder = try TemporaryFolder("stays-seed-kill")
        let seed = Self.seed + ["--places-data", try SmallPlaceIndex.write(into: folder)]
        let reference = folder.path("reference.sqlite")
        let started = ContinuousClock.now
        #expect(try await BuiltStays.run(seed + ["--database", reference]).status == 0)
        let whole = ContinuousClock.now - started
        let expected = try CatalogChecks.stayDigest(ofDatabaseAt: reference)
        var generator = SplitMix64(seed: Self.randomSeed)
        let victim = folder.path("killed.sqlite")
        var complete = false
        for attempt in 0..<Self.kills {
            // when a seeding of the file is killed at a random moment between its start and a little after the time
            // a whole seeding takes (each run after the first resumes the file the one before left)
            let moment = whole * (Double(generator.next() % 1_100) / 1_000)
            let context = "kill \(attempt) at \(moment) of \(whole) (random seed \(Self.randomSeed))"
            let running = try BuiltStays.launch(seed + ["--database", victim] + (complete ? ["--replace"] : []))
            try await Task.sleep(for: moment)
            kill(running.process.processIdentifier, SIGKILL)
            _ = try await running.finish(within: 60)
            // then the file holds either no stays, and says so, or the whole seeding
            complete = try await Self.expectNothingOrAll(at: victim, equalTo: expected, context)
        }
        // when it is seeded once more without interruption
        let redone = try await BuiltStays.run(seed + ["--database", victim] + (complete ? ["--replace"] : []))
        // then it holds the same stays as the uninterrupted one, and is sound
        let context = "random seed \(Self.randomSeed)"
        #expect(redone.status == 0, "\(context): \(redone.error)")
        #expect(redone.output.contains("Seeded 21,000 stays with seed 9"), "\(context): \(redone.output)")
        #expect(try CatalogChecks.stayDigest(ofDatabaseAt: victim) == expected, "\(context)")
        #expect(try await SQLiteStayCatalog(path: victim, access: .reading).integrityProblems().isEmpty)
    }

    // MARK: - Checking

    /// Expects the file at `path` to be missing or empty of stays (and a lookup to fail), or to hold exactly the
    /// stays whose digest is `expected`; returns whether it holds them.
    private static func expectNothingOrAll(at path: String, equalTo expected: String, _ context: String) async throws
        -> Bool
    {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let lookup = try await BuiltStays.run(["stay", "stay:0000001", "--database", path])
        guard let catalog = try? SQLiteStayCatalog(path: path, access: .reading) else {
            #expect(lookup.status == 1, "\(context): an unopenable file was searched")
            return false
        }
        let count = try await catalog.stayCount()
        #expect(count == 0 || count == 21_000, "\(context): \(count) stays")
        if count == 0 {
            #expect(lookup.status == 1 && lookup.error.contains("stay:0000001"), "\(context): \(lookup.output)")
        } else {
            #expect(try CatalogChecks.stayDigest(ofDatabaseAt: path) == expected, "\(context)")
        }
        #expect(try await catalog.integrityProblems().isEmpty, "\(context)")
        return count == 21_000
    }
}
