import Foundation
import StaysDomain

/// The text of `stays bench stays --scale`: a table per catalogue and the growth from the smallest to the largest.
enum ScaleReport {
    // MARK: - A catalogue

    /// The catalogue's header line, its opening and first search, and p50 / p99 of each timed round.
    static func table(_ timings: ScaleTimings) -> String {
        let cold = timings.cache == .dropped ? "cold" : "warm"
        var text = "\(timings.location): \(Money.grouped(UInt(max(0, timings.stayCount)))) stays, "
        switch timings.cache {
        case .dropped: text += "page cache dropped before opening\n"
        case .notDropped(let reason):
            text += "page cache not dropped (\(reason)): the cold rows are warm\n"
        }
        text += row("", "p50", "p99")
        text += row("Open, \(cold)", milliseconds(LatencySummary.microseconds(timings.open)), "")
        text += row("First search, \(cold)", milliseconds(LatencySummary.microseconds(timings.firstSearch)), "")
        for round in timings.rounds {
            let summary = LatencySummary(round.durations)
            text += row(round.name, milliseconds(summary.p50), milliseconds(summary.p99))
        }
        return text + "(\(timings.firstPass.count) queries each)\n\n"
    }

    // MARK: - Growth

    /// The largest catalogue's figures over the smallest's; the first search is called warm unless every
    /// catalogue's page cache was dropped (`cold`).
    static func growth(_ growth: ScaleGrowth, cold: [PageCacheDrop]) -> String {
        let stays = growth.fromStays > 0 ? Double(growth.toStays) / Double(growth.fromStays) : 0
        var text = "Growth from \(Money.grouped(UInt(max(0, growth.fromStays)))) to "
        text += "\(Money.grouped(UInt(max(0, growth.toStays)))) stays (\(times(stays)) the stays)\n"
        text += row("", "p50", "p99")
        text += row(
            cold.allSatisfy { $0 == .dropped } ? "First search, cold" : "First search, warm",
            times(growth.firstSearch), "")
        for round in growth.rounds {
            text += row(round.name, times(round.p50), times(round.p99))
        }
        return text
    }

    // MARK: - Parts

    private static func row(_ name: String, _ p50: String, _ p99: String) -> String {
        let line =
            name.padding(toLength: 24, withPad: " ", startingAt: 0)
            + p50.padding(toLength: 12, withPad: " ", startingAt: 0) + p99
        return line.replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
    }

    private static func milliseconds(_ microseconds: Double) -> String {
        String(format: "%.2f ms", microseconds / 1000)
    }

    private static func times(_ ratio: Double) -> String { String(format: "×%.1f", ratio) }
}
