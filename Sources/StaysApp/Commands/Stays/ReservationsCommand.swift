import ArgumentParser
import StaysDomain

/// `stays reservations [--limit N] [--cursor C] [--format table|json]`: current reservations, newest first, a page
/// at a time.
struct ReservationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reservations", abstract: "List reservations.")

    @Option(help: "How many to list (1–1000).") var limit = ListReservations.defaultPageSize
    @Option(help: "Where to go on: the cursor a cut list ended with.") var cursor: String?
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try parsed { () throws(StayRequestError) in try StayRequestParser().reservationPageSize(limit) }
        if let cursor {
            _ = try parsed { () throws(StayRequestError) in try StayRequestParser().cursor(cursor) }
        }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .reading).reservations(
                    format: format, limit: limit, cursor: cursor)
            }
        }
    }
}
