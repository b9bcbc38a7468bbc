import ArgumentParser

/// `stays bench stays [--iterations N] [--seed S] [--radius KM] [--database PATH | --scale PATH_OR_URL …]`.
struct BenchStaysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stays", abstract: "Time stay search, histogram and reserve calls on the catalogue.",
        discussion: """
            Reserve books real nights in the catalogue: run it on a scratch database. With --scale, each catalogue \
            named is opened read-only instead, smallest first, after emptying the page cache when permitted, and \
            searched and priced without booking; the report ends with the growth from the smallest to the largest.
            """)

    @Option(help: "Queries of each kind (1–100,000).") var iterations = 200
    @Option(help: "Seed of the random queries.") var seed: UInt64 = 7
    @Option(help: "Kilometres around each centre.") var radius = 10.0
    @Option(help: "A catalogue to compare (a SQLite path or postgres:// URL); repeat for each size.")
    var scale: [String] = []
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        guard (1...100_000).contains(iterations) else {
            throw ValidationError("iterations must be between 1 and 100000, got \(iterations)")
        }
        guard radius > 0, radius <= 500 else { throw ValidationError("radius must be more than 0 and at most 500") }
        guard scale.isEmpty || (database.database == nil && database.catalog == nil) else {
            throw ValidationError("--scale names the catalogues: leave out --database and --catalog")
        }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                if scale.isEmpty {
                    try await root.stayBenchRunner(databasePath: path)
                        .run(iterations: iterations, seed: seed, radiusKilometres: radius)
                } else {
                    try await root.stayScaleBenchRunner()
                        .run(locations: scale, iterations: iterations, seed: seed, radiusKilometres: radius)
                }
            }
        }
    }
}
