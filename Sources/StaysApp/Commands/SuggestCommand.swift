import ArgumentParser
import StaysDomain

/// `stays places suggest TEXT [--near LAT,LON] [--limit N] [--lang CODE] [--format table|json]` or `--batch`.
struct SuggestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest", abstract: "Suggest places for text as it is typed.",
        discussion: """
            With --batch, reads JSON Lines from standard input ({"text": "...", "near": {"latitude": 37.5, \
            "longitude": 127.0}, "limit": 10}) and writes one {"suggestions": [...]} or {"error": "..."} line \
            per input line, in order.
            """)

    @Argument(help: "The typed text.") var text: String?
    @Flag(help: "Answer JSON Lines requests from standard input.") var batch = false
    @Option(parsing: .unconditional, help: "Where the user is, as LAT,LON (latitude -90…90, longitude -180…180).")
    var near: CoordinateArgument?
    @Option(help: "How many suggestions (1–100).") var limit = 10
    @Option(help: "table or json.") var format = OutputFormat.table
    @OptionGroup var placeData: PlaceDataOptions

    func validate() throws {
        if batch {
            guard text == nil else { throw ValidationError("give either TEXT or --batch, not both") }
        } else {
            _ = try query(language: nil)
        }
    }

    func run() async throws {
        try await placeData.withCompositionRoot { root in
            let runner = try root.placeCommandRunner()
            let language = try root.words().languageCode
            if batch {
                await runner.batch(lines: StandardInputLines(), language: language)
            } else {
                try await runner.suggest(try query(language: language), format: format)
            }
        }
    }

    /// The query, naming places in `language` (the run's, from `--lang` or the locale variables).
    private func query(language: String?) throws -> SuggestionQuery {
        guard let text else { throw ValidationError("give the TEXT to suggest places for, or --batch") }
        do {
            return try SuggestionQuery(text: text, near: near?.coordinate, limit: limit, language: language)
        } catch {
            throw ValidationError(error.description)
        }
    }
}

/// Standard input, one line at a time.
struct StandardInputLines: Sequence, IteratorProtocol {
    mutating func next() -> String? {
        readLine(strippingNewline: true)
    }
}
