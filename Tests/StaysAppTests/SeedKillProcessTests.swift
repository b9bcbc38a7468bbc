import Foundation
import StayCatalog
import StaysDomain
import Testing

/// `stays seed` killed with SIGKILL at random moments, then run again until it finishes.
@Suite(.serialized) struct SeedKillProcessTests {
    /// The seed of the kill moments; a failure names it with its round and moment, so the run can be repeated.
    static let randomSeed: UInt64 = 4813
    /// How many files are seeded with interruptions.
    static let rounds = 3
    /// How many times each file's seeding is killed before it is let finish.
    static let killsPerRound = 2
    /// The seeding every run does.
    static let seed = ["seed", "--count", "30000", "--seed", "11"]

    // MARK: - Killing

    @Test func seedingsKilledAtRandomMomentsThenRedoneEqualAnUninterruptedSeed() async throws {
        // given an uninterrupted seeding, timed
        let folder = try TemporaryFolder("stays-seed-kill")
        let reference = folder.path("reference.sqlite")
        let started = ContinuousClock.now
        #expect(try BuiltStays.run(Self.seed + ["--database", reference]).status == 0)
        let whole = ContinuousClock.now - started
        let expected = try CatalogChecks.stayDigest(ofDatabaseAt: reference)
        var generator = SplitMix64(seed: Self.randomSeed)
        for round in 0..<Self.rounds {
            let victim = folder.path("killed-\(round).sqlite")
            var complete = false
            for attempt in 0..<Self.killsPerRound {
                // when a seeding of the file is killed at a random moment between its start and a little after the
                // time a whole seeding takes
                let moment = whole * (Double(generator.next() % 1_100) / 1_000)
                let context =
                    "round \(round), kill \(attempt) at \(moment) of \(whole) (random seed \(Self.randomSeed))"
                let replacing = complete ? ["--replace"] : []
                let running = try BuiltStays.launch(Self.seed + ["--database", victim] + replacing)
                try await Task.sleep(for: moment)
                kill(running.process.processIdentifier, SIGKILL)
                _ = try await running.finish(within: 60)
                // then the file holds either no stays, and says so, or the whole seeding
                complete = try await Self.expectNothingOrAll(at: victim, equalTo: expected, context)
            }
            // when it is seeded again without interruption
            let redone = try BuiltStays.run(Self.seed + ["--database", victim] + (complete ? ["--replace"] : []))
            // then it holds the same stays as the uninterrupted one, and is sound
            let context = "round \(round) (random seed \(Self.randomSeed))"
            #expect(redone.status == 0, "\(context): \(redone.error)")
            #expect(redone.output.contains("Seeded 30,000 stays with seed 11"), "\(context): \(redone.output)")
            #expect(try CatalogChecks.stayDigest(ofDatabaseAt: victim) == expected, "\(context)")
            #expect(try await SQLiteStayCatalog(path: victim, access: .reading).integrityProblems().isEmpty)
        }
    }

    // MARK: - Checking

    /// Expects the file at `path` to be missing or empty of stays (and a lookup to fail), or to hold exactly the
    /// stays whose digest is `expected`; returns whether it holds them.
    private static func expectNothingOrAll(at path: String, equalTo expected: String, _ context: String) async throws
        -> Bool
    {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let lookup = try BuiltStays.run(["stay", "stay:0000001", "--database", path])
        guard let catalog = try? SQLiteStayCatalog(path: path, access: .reading) else {
            #expect(lookup.status == 1, "\(context): an unopenable file was searched")
            return false
        }
        let count = try await catalog.stayCount()
        #expect(count == 0 || count == 30_000, "\(context): \(count) stays")
        if count == 0 {
            #expect(lookup.status == 1 && lookup.error.contains("stay:0000001"), "\(context): \(lookup.output)")
        } else {
            #expect(try CatalogChecks.stayDigest(ofDatabaseAt: path) == expected, "\(context)")
        }
        #expect(try await catalog.integrityProblems().isEmpty, "\(context)")
        return count == 30_000
    }
}
