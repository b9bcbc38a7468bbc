import ArgumentParser
import Foundation
import PlaceSearch
import StaysDomain
import StaysWire

/// `stays bench places`: the keystroke replay, load time, peak memory and the quality check.
struct BenchPlacesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places", abstract: "Replay keystrokes against the place index and report latencies.")

    @Option(help: "Names to type, one per line.") var workload = "Benchmarks/bench-places.txt"
    @Option(help: "Queries with the place each should find.") var quality = "Benchmarks/place-quality.tsv"
    @Option(help: "Write the replayed queries here, one per line (for Benchmarks/fts5_baseline.py).")
    var writeQueries: String?
    @Option(help: "Seed of the typing mistakes.") var seed: UInt64 = 7
    @Option(name: .customLong("slowest"), help: "List this many of the slowest queries.") var slowestCount = 5
    @OptionGroup var placeData: PlaceDataOptions

    func run() async throws {
        let output = StandardTextOutput()
        let start = ContinuousClock.now
        try await placeData.withCompositionRoot(output: output) { root in
            try await measure(root, startedAt: start, output: output)
        }
    }

    /// Loads, times and checks the index of `root`; the load time counts from `start`.
    nonisolated(nonsending) private func measure(
        _ root: CompositionRoot, startedAt start: ContinuousClock.Instant, output: StandardTextOutput
    ) async throws {
        let clock = ContinuousClock()
        let suggester = try root.indexedSuggester()
        _ = suggester.suggest(try SuggestionQuery(text: "a"))
        let loadTime = clock.now - start

        let names = try String(contentsOfFile: workload, encoding: .utf8).split(separator: "\n").map(String.init)
        let queries = try KeystrokeWorkload(names: names, seed: seed).queries().map { try SuggestionQuery(text: $0) }
        if let writeQueries {
            try queries.map(\.text).joined(separator: "\n").write(
                toFile: writeQueries, atomically: true, encoding: .utf8)
        }
        for query in queries { _ = suggester.suggest(query) }
        let timings = queries.map { query in clock.measure { _ = suggester.suggest(query) } }
        let direct = LatencySummary(timings)

        let runner = try root.placeCommandRunner()
        let json = JSONText()
        var batchDurations: [Duration] = []
        for query in queries {
            let line = json.encode(SuggestionRequest(text: query.text))
            let began = clock.now
            _ = await runner.answer(line)
            batchDurations.append(clock.now - began)
        }
        let batch = LatencySummary(batchDurations)

        output.write("Place index: \(suggester.placeCount) places, areas, airports and groups\n")
        output.write(
            "Load to first answer: \(Int((Double(loadTime.components.attoseconds) / 1e15 + Double(loadTime.components.seconds) * 1000).rounded())) ms\n"
        )
        output.write("Suggest (in-process):      \(direct.line)\n")
        output.write("Batch line (JSON in/out):  \(batch.line)\n")
        let slowest = zip(queries, timings).sorted { $0.1 > $1.1 }.prefix(slowestCount)
        for (query, time) in slowest { output.write("  slow: \"\(query.text)\" \(time)\n") }
        if let peak = PeakMemory.megabytes() { output.write("Peak memory: \(Int(peak.rounded())) MB\n") }
        try reportQuality(suggester: suggester, output: output)
    }

    private func reportQuality(suggester: IndexedPlaceSuggester, output: some TextOutput) throws {
        let cases = PlaceQualityCheck.cases(from: try String(contentsOfFile: quality, encoding: .utf8))
        let failures = PlaceQualityCheck().failures(of: cases) { suggester.suggest($0) }
        let passed = cases.count - failures.count
        output.write("Quality: \(passed)/\(cases.count) queries found the expected place in their top N\n")
        for (testCase, results) in failures {
            let got = results.prefix(3).map { "\($0.title) (\($0.id))" }.joined(separator: "; ")
            output.write("  missed: \"\(testCase.text)\" expected \(testCase.expected), got \(got)\n")
        }
    }
}
