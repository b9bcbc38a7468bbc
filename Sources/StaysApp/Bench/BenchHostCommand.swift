import ArgumentParser

/// `stays bench host [--listings N] [--database PATH]`: times creating a listing and finding it in a search.
struct BenchHostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host", abstract: "Time creating a listing and finding it in a search right after.",
        discussion: """
            Writes listings through the host's steps under a bench account (bench-host@stays.invalid), each a few \
            kilometres from a big city, searches around each one's pin, and unlists it again. The rows stay in the \
            catalogue, unlisted: run it on a copy you can throw away.
            """)

    @Option(help: "How many listings to create (1–10,000).") var listings = 500
    @Option(help: "Seed of the pins and prices.") var seed: UInt64 = 25
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        guard (1...10_000).contains(listings) else {
            throw ValidationError("listings must be between 1 and 10000, got \(listings)")
        }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.hostBenchRunner(databasePath: path).run(count: listings, seed: seed)
            }
        }
    }
}
