import StaysDomain

/// Times search, histogram and reserve calls against the stay protocols with seeded random queries.
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

    /// Searches and prices.
    let searcher: any StaySearching
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
        var searches: [Duration] = []
        var histograms: [Duration] = []
        var bookings: [Duration] = []
        var booked = 0
        for query in queries {
            var page: StayResultsPage?
            searches.append(try await clock.measure { page = try await searcher.search(query) })
            histograms.append(try await clock.measure { _ = try await searcher.histogram(query, bucketCount: 20) })
            guard let stay = page?.results.first?.stay else { continue }
            bookings.append(try await clock.measure { booked += try await reserve(stay.id, query: query) })
        }
        output.write("Search:     \(LatencySummary(searches).line)\n")
        output.write("Histogram:  \(LatencySummary(histograms).line)\n")
        output.write("Reserve:    \(LatencySummary(bookings).line), \(booked) booked\n")
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
        do {
            _ = try await reserver.reserve(id, dates: query.dates, guestName: "Bench", guests: query.guests)
            return 1
        } catch StayQueryError.notAvailable {
            return 0
        }
    }
}
