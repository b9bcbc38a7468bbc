import Foundation
import StayCatalog
import StaysDomain
import Testing

/// Kills `stays` processes with SIGKILL in the middle of their work and checks what they leave behind.
@Suite(.serialized) struct KillProcessTests {
    // MARK: - Seeding

    @Test func aSeedingKilledMidWayLeavesNothingAndTheNextOneEqualsAnUninterruptedSeed() async throws {
        let folder = try TemporaryFolder("stays-kill")
        let seed = [
            "seed", "--count", "41000", "--seed", "9", "--places-data", try SmallPlaceIndex.write(into: folder),
        ]
        // given a seeding killed once its first batch of 20,000 is written, with 21,000 still to write
        let victim = folder.path("killed.sqlite")
        let running = try BuiltStays.start(seed + ["--database", victim])
        _ = try await running.errorLine(containing: "20,000/41,000")
        kill(running.process.processIdentifier, SIGKILL)
        running.process.waitUntilExit()
        // then the catalogue opens, holds no stay and does not pretend otherwise
        #expect(running.process.terminationReason == .uncaughtSignal)
        #expect(try await SQLiteStayCatalog(path: victim, access: .reading).stayCount() == 0)
        let lookup = try await BuiltStays.run(["stay", "stay:0000001", "--database", victim])
        #expect(lookup.status == 1 && lookup.error.contains("stay:0000001"))
        // when seeding again, and seeding another file without interruption
        let redone = try await BuiltStays.run(seed + ["--database", victim])
        let reference = folder.path("reference.sqlite")
        #expect(try await BuiltStays.run(seed + ["--database", reference]).status == 0)
        // then the second run says what happened and both files hold the same stays
        #expect(redone.status == 0)
        #expect(
            redone.output == "An earlier seeding of 41,000 stays did not finish; none of it was kept.\n"
                + "Seeded 41,000 stays with seed 9.\n")
        let again = try SQLiteStayCatalog(path: victim, access: .reading)
        let expected = try SQLiteStayCatalog(path: reference, access: .reading)
        #expect(try await again.stayCount() == 41_000)
        for id in ["stay:0000001", "stay:0020500", "stay:0041000"] {
            #expect(try await again.stay(withID: StayID(id)) == expected.stay(withID: StayID(id)))
        }
        #expect(try await again.reservations().count == expected.reservations().count)
        #expect(try await again.integrityProblems().isEmpty)
    }

    // MARK: - Booking

    @Test func aBookingStormWithKillsLosesNoConfirmedBookingAndDoublesNone() async throws {
        // given a small catalogue
        let folder = try TemporaryFolder("stays-kill")
        let database = folder.path("storm.sqlite")
        #expect(try await BuiltStays.run(["seed", "--count", "20", "--seed", "4", "--database", database]).status == 0)
        var generator = SplitMix64(seed: 2026)
        var confirmed: [String] = []
        // when three waves of eight bookings on overlapping nights of four stays run, half of each wave killed at
        // a random moment
        for _ in 0..<3 {
            var wave: [LaunchedStays] = []
            for _ in 0..<8 {
                let start = 400 + Int(generator.next() % 10)
                let nights = 1 + Int(generator.next() % 5)
                let days = [start, start + nights].map {
                    Date(timeIntervalSinceNow: Double($0) * 86_400).formatted(.iso8601.year().month().day())
                }
                let stay = String(format: "stay:%07d", 1 + Int(generator.next() % 4))
                wave.append(
                    try BuiltStays.launch([
                        "reserve", stay, "--checkin", days[0], "--checkout", days[1], "--guest", "Storm",
                        "--database", database,
                    ]))
            }
            for (index, member) in wave.enumerated() where index % 2 == 1 {
                try await Task.sleep(for: .milliseconds(Int(generator.next() % 60)))
                kill(member.process.processIdentifier, SIGKILL)
            }
            for member in wave {
                let ended = try await member.finish()
                if ended.succeeded { confirmed.append(ended.printed) }
            }
        }
        // then every confirmed booking is there, no two bookings of a stay share a night, and the file is sound
        let catalog = try SQLiteStayCatalog(path: database, access: .reading)
        let reservations = try await catalog.reservations()
        #expect(!confirmed.isEmpty)
        #expect(Set(confirmed).isSubset(of: Set(reservations.map(\.id))))
        #expect(CatalogChecks.nightsBookedTwice(reservations).isEmpty)
        #expect(try await catalog.integrityProblems().isEmpty)
        #expect(try await BuiltStays.run(["reservations", "--database", database]).status == 0)
    }
}
