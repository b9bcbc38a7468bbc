import ArgumentParser

/// `stays search --place ID|TEXT --checkin … --checkout … [filters] [--format table|json]`.
struct StaySearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "List stays free on the dates around a place.")

    @OptionGroup var filters: StayFilterOptions
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try filters.request()
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .reading).search(
                    try filters.request(), format: format)
            }
        }
    }
}
