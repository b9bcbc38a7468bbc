import ArgumentParser
import StaysDomain

/// `stays places search TEXT|--group ID [--near LAT,LON] [--limit N] [--lang CODE] [--format table|json]`.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "List every place for free text, or the places behind a group, region or country id.")

    @Argument(help: "Free text to search for.") var text: String?
    @Option(help: "A group, region or country id from a suggestion, e.g. group:name:springfield.") var group: String?
    @Option(parsing: .unconditional, help: "Where the user is, as LAT,LON (latitude -90…90, longitude -180…180).")
    var near: CoordinateArgument?
    @Option(help: "How many places (1–100).") var limit = 20
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var placeData: PlaceDataOptions

    func validate() throws {
        _ = try query(language: nil)
    }

    func run() async throws {
        try await placeData.withCompositionRoot {
            try await $0.placeCommandRunner().search(try query(language: $0.words().languageCode), format: format)
        }
    }

    /// The query, naming places in `language` (the run's, from `--lang` or the locale variables).
    private func query(language: String?) throws -> PlaceDetailQuery {
        let subject: PlaceDetailQuery.Subject
        switch (text, group) {
        case (let text?, nil): subject = .text(text)
        case (nil, let group?): subject = .group(PlaceID(group))
        default: throw ValidationError("give either TEXT or --group ID")
        }
        do {
            return try PlaceDetailQuery(
                subject: subject, near: near?.coordinate, limit: limit, language: language)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
