import ArgumentParser
import StaysDomain

/// `stays stay ID [--format table|json]`: everything about one stay.
struct ShowStayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stay", abstract: "Show one stay.")

    @Argument(help: "The stay's id, e.g. stay:0000042.") var id: String
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .reading).stay(
                    parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }, format: format)
            }
        }
    }
}
