import ArgumentParser

/// `stays bench …`: in-process benchmarks whose numbers go into the README.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure the product's speed in-process.",
        subcommands: [
            BenchPlacesCommand.self, BenchTypingCommand.self, BenchTypingQualityCommand.self, BenchStaysCommand.self,
            BenchSeedCommand.self, BenchMapCommand.self, BenchImportCommand.self, BenchCalendarCommand.self,
            BenchHostCommand.self,
        ])
}
