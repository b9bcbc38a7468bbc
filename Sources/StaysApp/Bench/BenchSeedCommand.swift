import ArgumentParser
import StaysTerminal

/// `stays bench seed [--count N] [--seed S] --database PATH`: seeds as the first start does, then checks coverage.
struct BenchSeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Time first-start seeding, then count big cities short of stays for two.",
        discussion: "Needs an empty catalogue: pass --database with a new file. Exits 1 when a city falls short.")

    @Option(help: "How many stays (default: the first start's sample).") var count = FirstStartSeeder.sampleCount
    @Option(help: "Seed of the generator.") var seed = FirstStartSeeder.sampleSeed
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        try SeedCommandRunner.validate(count: count)
    }

    func run() async throws {
        try await reportingStayErrors {
            let output = StandardTextOutput()
            try await database.withCompositionRoot(output: output) { root, path in
                let runner = try root.seedCoverageRunner(
                    databasePath: path, progressOnTerminal: IsattyDeviceChecker().isTerminal(2))
                try await runner.run(count: count, seed: seed)
            }
        }
    }
}
