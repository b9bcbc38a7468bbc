import ArgumentParser
import StaysDomain

/// `stays places nearby --near LAT,LON [--limit N] [--lang CODE] [--format table|json]`.
struct NearbyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nearby", abstract: "List the popular places around a point, with distances.")

    @Option(parsing: .unconditional, help: "The point, as LAT,LON (latitude -90…90, longitude -180…180).") var near:
        CoordinateArgument
    @Option(help: "How many places (1–100).") var limit = 10
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var placeData: PlaceDataOptions

    func validate() throws {
        _ = try query(language: nil)
    }

    func run() async throws {
        try await placeData.withCompositionRoot { root in
            try await root.placeCommandRunner().nearby(try query(language: root.words().languageCode), format: format)
        }
    }

    /// The query, naming places in `language` (the run's, from `--lang` or the locale variables).
    private func query(language: String?) throws -> NearbyQuery {
        do {
            return try NearbyQuery(center: near.coordinate, limit: limit, language: language)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
