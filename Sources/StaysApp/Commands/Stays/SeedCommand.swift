import ArgumentParser
import StaysTerminal

/// `stays seed --count N --seed S [--database PATH]`: fills the catalogue with synthetic stays.
struct SeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: "Fill the stay catalogue with synthetic stays, reproducibly.")

    @Option(help: "How many stays (1–50,000,000).") var count: Int
    @Option(help: "Seed of the generator; the same seed gives the same stays.") var seed: UInt64
    @Flag(help: "Replace the stays (and their bookings) already in the catalogue.") var replace = false
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        try SeedCommandRunner.validate(count: count)
    }

    func run() async throws {
        try await reportingStayErrors {
            let output = StandardTextOutput()
            try await database.withCompositionRoot(output: output) { root, path in
                let reporter = ProgressReporter(output: output, isTerminal: IsattyDeviceChecker().isTerminal(2))
                let stays = try root.stayCatalog(databasePath: path, access: .writing)
                let runner = SeedCommandRunner(
                    seeder: stays.seeder, counter: stays.counter, progress: reporter, output: output)
                try await runner.seed(count: count, seed: seed, replacing: replace)
            }
        }
    }
}
