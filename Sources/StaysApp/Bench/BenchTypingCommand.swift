import ArgumentParser
import Foundation
import StaysFeatures
import StaysTerminal

/// `stays bench typing [--server URL]`: keystroke → debounced query answered → frame rendered, through the real
/// flow, screen, run loop and index (or server), on a terminal made of strings; then a replay of the typed
/// queries from concurrent tasks.
struct BenchTypingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typing", abstract: "Measure typing to a redrawn suggestion list.")

    @Option(help: "Names to type, comma separated.")
    var names = "Springfield,Seoul,San Francisco,Buenos Aires,Tokyo,Reykjavik,Los Angeles,Sao Paulo"
    @Option(help: "How many times to type the names.") var rounds = 5
    @Option(parsing: .unconditional, help: "Where the user is.") var near = CoordinateArgument(argument: "39.8,-89.6")!
    @Option(help: "How many typed queries to replay afterwards (0 skips the replay).") var replay = 1_000
    @Option(help: "How many tasks replay at once.") var concurrency = 8
    @OptionGroup var placeData: PlaceDataOptions

    @MainActor
    func run() async throws {
        let output = StandardTextOutput()
        let environment = ProcessInfo.processInfo.environment
        let root = CompositionRoot(
            placesData: placeData.path, environment: environment, output: output,
            features: .init(near: near.coordinate, timeZoneIdentifier: "UTC", debounceInterval: .zero),
            server: try placeData.remote.remoteServer(environment: environment), language: placeData.language.code)
        try await root.closing { root in
            try root.loadPlaces()
            let flow = try root.searchFlowFactory().makeFlow()
            let probe = AnswerProbe()
            let terminal = RecordingTerminal(probe: probe)
            let (refreshes, requests) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            flow.onChange = { _ in requests.yield() }
            flow.start()
            let screen = ProbedFlowScreen(base: SearchFlowScreen(flow: flow, words: try root.words()), probe: probe)
            let runLoop = TerminalRunLoop(terminal: terminal, renderer: ANSIRenderer())
            let loop = Task { _ = try await runLoop.run(screen, refreshes: refreshes) }
            var writes = terminal.writes.makeAsyncIterator()
            var durations: [Duration] = []
            let words = names.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            for _ in 0..<max(1, rounds) {
                for word in words {
                    var typed = ""
                    for character in word {
                        typed.append(character)
                        let began = ContinuousClock.now
                        terminal.press(.text(String(character)))
                        while let write = await writes.next(), write.answeredText != typed {}
                        durations.append(ContinuousClock.now - began)
                    }
                    terminal.press(.escape)
                }
            }
            terminal.close()
            try await loop.value
            report(LatencySummary(durations), frameBytes: terminal.byteCount, server: root.server, output: output)
            if replay > 0 {
                let replayer = try SuggestionReplay(suggester: root.placeSuggester(), concurrency: concurrency)
                let queries = try replayer.queries(typing: words, near: near.coordinate, count: replay)
                output.write(replayer.report(try await replayer.run(queries), count: queries.count) + "\n")
            }
        }
    }

    func validate() throws {
        guard (0...1_000_000).contains(replay) else { throw ValidationError("--replay must be 0–1000000") }
        guard (1...256).contains(concurrency) else { throw ValidationError("--concurrency must be 1–256") }
    }

    private func report(_ summary: LatencySummary, frameBytes: Int, server: RemoteServer?, output: some TextOutput) {
        func ms(_ micros: Double) -> String { String(format: "%.2f", micros / 1000) }
        let source = server.map { "over HTTP from \($0.text)" } ?? "from the local index"
        output.write(
            "Typing to redrawn suggestions \(source) (debounce 0 ms; the product waits 80 ms after the last key):\n")
        output.write(
            "p50 \(ms(summary.p50)) ms  p95 \(ms(summary.p95)) ms  p99 \(ms(summary.p99)) ms  "
                + "max \(ms(summary.max)) ms  (\(summary.count) keystrokes, \(frameBytes / 1024) KiB of frames)\n")
    }
}
