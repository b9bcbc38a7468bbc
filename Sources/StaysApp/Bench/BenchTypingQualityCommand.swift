import ArgumentParser
import Foundation
import PlaceSearch
import StaysDomain

/// `stays bench typing-quality`: every destination typed key by key into the place index and into a naive
/// baseline (city names by population, prefix only) in the same run; exits non-zero below the targets.
struct BenchTypingQualityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typing-quality",
        abstract: "Type destinations key by key (English and Korean) and report how soon each is first.")

    @Option(help: "The destination list (id, name, korean, source).")
    var destinations = "Benchmarks/typing-destinations.tsv"
    @OptionGroup var placeData: PlaceDataOptions

    func run() async throws {
        let output = StandardTextOutput()
        let list: [TypingDestination]
        do {
            list = try TypingDestination.list(from: try String(contentsOfFile: destinations, encoding: .utf8))
        } catch let error as TypingDestinationError {
            throw ValidationError(error.description)
        }
        let report = try await placeData.withCompositionRoot(output: output) { root in
            let suggester = try root.indexedSuggester()
            let baseline = suggester.populationPrefixBaseline()
            let known = Set(
                list.compactMap { row in row.korean.flatMap { suggester.hasName($0, for: row.id) ? row.id : nil } })
            func measure(_ suggest: @escaping (String) -> [PlaceSuggestion]) -> TypingQualityFigures {
                TypingQualityMeasure(
                    suggest: suggest, importance: suggester.importance(of:), knowsName: { id, _ in known.contains(id) }
                ).figures(for: list)
            }
            let index = measure { text in (try? SuggestionQuery(text: text)).map(suggester.suggest) ?? [] }
            let naive = measure { text in baseline.suggest(text, limit: SuggestionQuery.defaultLimit) }
            return TypingQualityReport(
                index: index, baseline: naive, destinations: list.count,
                koreanNames: list.count { $0.korean != nil } - index.unknownKoreanNames.count)
        }
        output.write(report.text)
        if !report.missedTargets.isEmpty { throw ExitCode(1) }
    }
}
