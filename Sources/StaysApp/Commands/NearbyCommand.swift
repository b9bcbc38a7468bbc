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
    @OptionGroup var lang: PlaceLanguageOption
    @OptionGroup var placeData: PlaceDataOptions

    func validate() throws {
        _ = try query()
    }

    func run() async throws {
        try await placeData.withCompositionRoot {
            try await $0.placeCommandRunner().nearby(try query(), format: format)
        }
    }

    private func query() throws -> NearbyQuery {
        do {
            return try NearbyQuery(center: near.coordinate, limit: limit, language: lang.language)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
