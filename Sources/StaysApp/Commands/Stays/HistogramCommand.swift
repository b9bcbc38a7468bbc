import ArgumentParser

/// `stays histogram --place … --checkin … --checkout … [filters] [--buckets N] [--format table|json]`.
struct HistogramCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "histogram", abstract: "Show the spread of nightly prices of the stays a search finds.")

    @OptionGroup var filters: StayFilterOptions
    @Option(help: "How many bars (1–200).") var buckets = 20
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try filters.request()
        guard (1...200).contains(buckets) else {
            throw ValidationError("buckets must be between 1 and 200, got \(buckets)")
        }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .reading)
                    .histogram(try filters.request(), buckets: buckets, format: format)
            }
        }
    }
}
