import ArgumentParser
import StaysDomain

/// `stays stay ID [--format table|json]`: everything about one stay.
struct ShowStayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stay", abstract: "Show one stay.")

    @Argument(help: "The stay's id, e.g. stay:0000042.") var id: String
    @Option(help: "table or json.") var format = OutputFormat.table
    @Option(help: "Also show the prices in this currency (an ISO code such as KRW).") var currency: String?
    @OptionGroup var database: StayDatabaseOptions

    func validate() throws {
        _ = try parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }
        _ = try displayCurrency()
    }

    /// `--currency` as an ISO 4217 code (any case); whether the rates convert it is checked when the command runs.
    private func displayCurrency() throws -> Currency? {
        guard let currency else { return nil }
        guard let found = Currency(typed: currency) else {
            throw ValidationError("--currency must be an ISO 4217 code such as KRW, got \(currency.debugDescription)")
        }
        return found
    }

    func run() async throws {
        try await reportingStayErrors {
            try await database.withCompositionRoot { root, path in
                try await root.stayCommandRunner(databasePath: path, access: .reading).stay(
                    parsed { () throws(StayRequestError) in try StayRequestParser().stayID(id) }, format: format,
                    currency: displayCurrency())
            }
        }
    }
}
