import ArgumentParser
import StaysDomain

/// `stays places nearby --near LAT,LON [--limit N] [--format table|json]`.
struct NearbyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nearby", abstract: "List the popular places around a point, with distances.")

    @Option(help: "The point, as LAT,LON.") var near: CoordinateArgument
    @Option(help: "How many places (1–100).") var limit = 10
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var placeData: PlaceDataOptions

    private var query: NearbyQuery?

    mutating func validate() throws {
        do {
            query = try NearbyQuery(center: near.coordinate, limit: limit)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        guard let query else { return }
        try await placeData.compositionRoot().placeCommandRunner().nearby(query, format: format)
    }
}
