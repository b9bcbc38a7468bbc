import ArgumentParser
import Foundation
import StaysFeatures
import StaysTerminal

/// `stays bench typing`: keystroke → debounced query answered → frame rendered, through the real flow,
/// screen, run loop and index, on a terminal made of strings.
struct BenchTypingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typing", abstract: "Measure typing to a redrawn suggestion list.")

    @Option(help: "Names to type, comma separated.")
    var names = "Springfield,Seoul,San Francisco,Buenos Aires,Tokyo,Reykjavik,Los Angeles,Sao Paulo"
    @Option(help: "How many times to type the names.") var rounds = 5
    @Option(parsing: .unconditional, help: "Where the user is.") var near = CoordinateArgument(argument: "39.8,-89.6")!
    @OptionGroup var placeData: PlaceDataOptions

    @MainActor
    func run() async throws {
        let output = StandardTextOutput()
        let root = CompositionRoot(
            placesData: placeData.path, environment: ProcessInfo.processInfo.environment, output: output,
            features: .init(near: near.coordinate, timeZoneIdentifier: "UTC", debounceInterval: .zero))
        try root.loadPlaces()
        let flow = root.searchFlowFactory().makeFlow()
        let probe = AnswerProbe()
        let terminal = RecordingTerminal(probe: probe)
        let (refreshes, requests) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        flow.onChange = { _ in requests.yield() }
        flow.start()
        let screen = ProbedFlowScreen(base: SearchFlowScreen(flow: flow), probe: probe)
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
        report(LatencySummary(durations), frameBytes: terminal.byteCount, output: output)
    }

    private func report(_ summary: LatencySummary, frameBytes: Int, output: some TextOutput) {
        func ms(_ micros: Double) -> String { String(format: "%.2f", micros / 1000) }
        output.write("Typing to redrawn suggestions (debounce 0 ms; the product waits 80 ms after the last key):\n")
        output.write(
            "p50 \(ms(summary.p50)) ms  p95 \(ms(summary.p95)) ms  p99 \(ms(summary.p99)) ms  "
                + "max \(ms(summary.max)) ms  (\(summary.count) keystrokes, \(frameBytes / 1024) KiB of frames)\n")
    }
}
