import StaysDomain

/// Times search, histogram and reserve calls against the stay protocols with seeded random queries, beside a
/// baseline searcher, then books with several concurrent writers: a warm-up round of one booking each first
/// (reported on its own: a new pooled connection pays for its opening there), then the timed round.
struct StayBenchRunner: Sendable {
    /// How many writers book at once in the concurrent round.
    static let concurrentWriters = 8

    /// Searches and prices.
    let searcher: any StaySearching
    /// The yardstick searcher run on the same queries (the plain SQL one).
    let baseline: any StaySearching
    /// Books.
    let reserver: any Reserving
    /// Measures durations.
    let clock: any Clock<Duration>
    /// Today's date, so queries lie ahead.
    let today: any TodayProviding
    /// Where the report goes.
    let output: any TextOutput

    /// Runs `iterations` of each call and writes one summary line per call.
    func run(iterations: Int, seed: UInt64, radiusKilometres: Double) async throws {
        let queries = try StayBenchQueries(today: today.today())
            .queries(count: iterations, seed: seed, radiusKilometres: radiusKilometres)
        var timings = (
            search: [Duration](), histogram: [Duration](), plainSearch: [Duration](), plainHistogram: [Duration]()
        )
        var bookings: [Duration] = []
        var booked = 0
        var targets: [(StayID, StayQuery)] = []
        for query in queries {
            var page: StayResultsPage?
            timings.search.append(try await clock.measure { page = try await searcher.search(query) })
            timings.histogram.append(
                try await clock.measure { _ = try await searcher.histogram(query, bucketCount: 20) })
            timings.plainSearch.append(try await clock.measure { _ = try await baseline.search(query) })
            timings.plainHistogram.append(
                try await clock.measure { _ = try await baseline.histogram(query, bucketCount: 20) })
            guard let results = page?.results, let stay = results.first?.stay else { continue }
            bookings.append(try await clock.measure { booked += try await reserve(stay.id, query: query) })
            targets += results.dropFirst().map { ($0.stay.id, query) }
        }
        report("Search", timings.search, beside: timings.plainSearch)
        report("Histogram", timings.histogram, beside: timings.plainHistogram)
        try await reportVariants(queries)
        output.write("Reserve:               \(LatencySummary(bookings).line), \(booked) booked\n")
        let distinct = Self.distinctStays(targets)
        let warmUp = Self.concurrentWriters
        let first = try await bookConcurrently(Array(distinct.prefix(warmUp)))
        output.write(
            "Reserve ×\(Self.concurrentWriters), warm-up: \(LatencySummary(first.durations).line), \(first.booked) booked\n"
        )
        let concurrent = try await bookConcurrently(Array(distinct.dropFirst(warmUp).prefix(iterations)))
        output.write(
            "Reserve ×\(Self.concurrentWriters) at once: \(LatencySummary(concurrent.durations).line), \(concurrent.booked) booked\n"
        )
    }

    // MARK: - Report

    private func report(_ name: String, _ ours: [Duration], beside plain: [Duration]) {
        let (mine, theirs) = (LatencySummary(ours), LatencySummary(plain))
        func ratio(_ plain: Double, _ ours: Double) -> String {
            ours > 0 ? String(Double(Int(plain / ours * 10)) / 10) : "–"
        }
        let padded = (name + ":").padding(toLength: 23, withPad: " ", startingAt: 0)
        let plainName = (name + " (plain SQL):").padding(toLength: 23, withPad: " ", startingAt: 0)
        output.write("\(padded)\(mine.line)\n")
        output.write(
            "\(plainName)\(theirs.line), ×\(ratio(theirs.p50, mine.p50)) p50 ×\(ratio(theirs.p99, mine.p99)) p99 slower\n"
        )
    }

    // MARK: - Concurrent booking

    /// Each writer books every `concurrentWriters`-th target in turn; all writers run at once.
    private func bookConcurrently(_ targets: [(StayID, StayQuery)]) async throws -> (durations: [Duration], booked: Int)
    {
        try await withThrowingTaskGroup(of: ([Duration], Int).self) { group in
            for writer in 0..<Self.concurrentWriters {
                group.addTask {
                    var durations: [Duration] = []
                    var booked = 0
                    for (id, query) in targets.dropFirst(writer).enumerated().filter({
                        $0.offset % Self.concurrentWriters == 0
                    })
                    .map(\.element) {
                        durations.append(try await clock.measure { booked += try await reserve(id, query: query) })
                    }
                    return (durations, booked)
                }
            }
            var all: [Duration] = []
            var booked = 0
            for try await (durations, count) in group {
                all += durations
                booked += count
            }
            return (all, booked)
        }
    }

    private static func distinctStays(_ targets: [(StayID, StayQuery)]) -> [(StayID, StayQuery)] {
        var seen = Set<StayID>()
        return targets.filter { seen.insert($0.0).inserted }
    }

    // MARK: - Parts

    /// 1 when booked, 0 when the nights were taken.
    private func reserve(_ id: StayID, query: StayQuery) async throws -> Int {
        guard let dates = query.dates else { return 0 }
        do {
            _ = try await reserver.reserve(id, dates: dates, guestName: "Bench", guests: query.guests)
            return 1
        } catch StayQueryError.notAvailable {
            return 0
        }
    }
}
