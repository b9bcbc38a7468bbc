import ArgumentParser

/// `stays reservations [--format table|json]`: every current reservation, newest first.
struct ReservationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reservations", abstract: "List reservations.")

    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var database: StayDatabaseOptions

    func run() async throws {
        try await reportingStayErrors {
            let (root, path) = try database.open()
            try await root.stayCommandRunner(databasePath: path).reservations(format: format)
        }
    }
}
