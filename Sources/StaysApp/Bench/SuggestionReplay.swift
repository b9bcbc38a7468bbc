import Foundation
import StaysDomain

/// Replays typed suggestion queries from several tasks at once and measures the throughput, as many users typing
/// against one index or server would.
struct SuggestionReplay: Sendable {
    /// Answers the queries.
    let suggester: any PlaceSuggesting
    /// How many tasks ask at once.
    let concurrency: Int

    /// `count` queries: every prefix of every word as it is typed, round after round.
    func queries(typing words: [String], near: Coordinate, count: Int) throws -> [SuggestionQuery] {
        let prefixes = words.flatMap { word in (1...max(1, word.count)).map { String(word.prefix($0)) } }
        guard !prefixes.isEmpty else { return [] }
        return try (0..<count).map { try SuggestionQuery(text: prefixes[$0 % prefixes.count], near: near, limit: 10) }
    }

    /// The time all queries took, each task taking every `concurrency`-th query.
    func run(_ queries: [SuggestionQuery]) async throws -> Duration {
        let clock = ContinuousClock()
        let began = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for lane in 0..<concurrency {
                group.addTask {
                    for index in stride(from: lane, to: queries.count, by: concurrency) {
                        _ = try await suggester.suggestions(for: queries[index])
                    }
                }
            }
            try await group.waitForAll()
        }
        return clock.now - began
    }

    /// One line: how many queries, how long, how many per second.
    func report(_ elapsed: Duration, count: Int) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(count) / seconds : 0
        return String(
            format: "Replay: %d queries from %d tasks in %.1f ms = %.0f queries/s", count, concurrency, seconds * 1000,
            rate)
    }
}
