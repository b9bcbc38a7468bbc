import StaysDomain

/// Times search, histogram and reserve calls against the stay protocols with seeded random queries, beside a
/// baseline searcher, then books with several concurrent writers: a warm-up round of one booking each first
/// (reported on its own: a new pooled connection pays for its opening there), then the timed round.
struct StayBenchRunner: Sendable {
    /// Centres the queries search around: large cities on several continents.
    static let centres: [(PlaceID, Coordinate)] = [
        ("geonames:5128581", Coordinate(latitude: 40.7143, longitude: -74.006)),
        ("geonames:2988507", Coordinate(latitude: 48.8534, longitude: 2.3488)),
        ("geonames:1850147", Coordinate(latitude: 35.6895, longitude: 139.6917)),
        ("geonames:1835848", Coordinate(latitude: 37.566, longitude: 126.9784)),
        ("geonames:2643743", Coordinate(latitude: 51.5085, longitude: -0.1257)),
        ("geonames:3448439", Coordinate(latitude: -23.5475, longitude: -46.6361)),
    ]
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
        var random = SplitMix64(seed: seed)
        let queries = try (0..<iterations).map { _ in try query(random: &random, radius: radiusKilometres) }
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

    private func query(random: inout SplitMix64, radius: Double) throws -> StayQuery {
        let (id, centre) = Self.centres[Int(random.next() % UInt64(Self.centres.count))]
        let start = today.today().adding(days: Int(random.next() % 300) + 1)
        let dates = try StayDates(checkIn: start, checkOut: start.adding(days: Int(random.next() % 7) + 1))
        let guests = try GuestCounts(adults: Int(random.next() % 4) + 1, children: 0, infants: 0, pets: 0)
        let sort = StaySort.allCases[Int(random.next() % UInt64(StaySort.allCases.count))]
        return try StayQuery(
            area: .place(id: id, center: centre, radiusKilometres: radius), dates: dates, guests: guests, sort: sort,
            today: today.today())
    }

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
