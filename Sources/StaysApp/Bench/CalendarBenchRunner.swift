import StayCalendarSync
import StaysDomain

/// Times `stays calendar export` for a year: reading a stay's booked and blocked nights, then writing its feed.
struct CalendarBenchRunner: Sendable {
    /// Reads the nights.
    let unavailability: any StayUnavailabilityLoading
    /// Times each export.
    let clock: any Clock<Duration>
    /// The first night exported.
    let today: any TodayProviding
    /// Stamps the feeds.
    let moments: any MomentProviding
    /// Where the figures go.
    let output: any TextOutput

    // MARK: - Running

    /// Exports a year of `stays` seeded stays (`stay:0000001` onwards) one after another and prints the latency.
    func run(stays count: Int) async throws {
        let start = today.today()
        let end = start.adding(days: CalendarSyncRunner.exportDays)
        let writer = ICalendarWriter()
        var durations: [Duration] = []
        var events = 0
        var bytes = 0
        for number in 1...count {
            let id = StayID("stay:" + Self.padded(number))
            durations.append(
                try await clock.measure {
                    let nights = try await unavailability.unavailableNights(of: id, from: start, to: end)
                    let feed = writer.calendar(of: id, nights: nights, stampedAt: moments.now())
                    events += nights.booked.count + nights.blocked.count
                    bytes += feed.utf8.count
                })
        }
        let summary = LatencySummary(durations)
        output.write(
            "calendar export, a year per stay: \(summary.line)\n"
                + "  \(events) events, \(bytes / max(count, 1)) bytes per feed on average\n")
    }

    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }
}
