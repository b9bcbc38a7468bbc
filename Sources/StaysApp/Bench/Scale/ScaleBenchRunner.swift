import StaysDomain

/// `stays bench stays --scale …`: the same seeded queries on catalogues of different sizes, smallest first. Each
/// catalogue is opened read-only after the page cache is emptied (when permitted), timing the opening and the first
/// search; then a first pass over every query, and a warm pass of search, histogram and filtered search. A table per
/// catalogue, then how much the largest grew over the smallest.
struct ScaleBenchRunner: Sendable {
    /// Opens each catalogue read-only.
    let opener: any ScaleCatalogOpening
    /// Empties the page cache before each catalogue is opened.
    let cache: any PageCacheDropping
    /// Measures durations.
    let clock: any Clock<Duration>
    /// Today's date, so queries lie ahead.
    let today: any TodayProviding
    /// Where the report goes.
    let output: any TextOutput

    /// Measures every catalogue in `locations` with `iterations` queries drawn from `seed`, writes the tables and
    /// the growth, and returns what it measured, smallest catalogue first.
    @discardableResult
    func run(locations: [String], iterations: Int, seed: UInt64, radiusKilometres: Double) async throws
        -> [ScaleTimings]
    {
        let planner = StayBenchQueries(today: today.today())
        let queries = try planner.queries(count: iterations, seed: seed, radiusKilometres: radiusKilometres)
        let filtered = try queries.map { try planner.variant(of: $0, filters: StayBenchQueries.threeFilters) }
        var measured: [ScaleTimings] = []
        for (location, stayCount) in try await bySize(locations) {
            let timings = try await measure(location, stayCount: stayCount, queries: queries, filtered: filtered)
            output.write(ScaleReport.table(timings))
            measured.append(timings)
        }
        if measured.count > 1, let smallest = measured.first, let largest = measured.last {
            output.write(ScaleReport.growth(ScaleGrowth(from: smallest, to: largest), cold: measured.map(\.cache)))
        }
        return measured
    }

    // MARK: - Ordering

    /// Each location with its stay count, fewest stays first (ties in the order given).
    private func bySize(_ locations: [String]) async throws -> [(String, Int)] {
        var counted: [(String, Int)] = []
        for location in locations {
            let catalog = try opener.openForReading(location)
            defer { try? catalog.close() }
            counted.append((location, try await catalog.counter.stayCount()))
        }
        return counted.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    }

    // MARK: - Measuring

    private func measure(_ location: String, stayCount: Int, queries: [StayQuery], filtered: [StayQuery])
        async throws -> ScaleTimings
    {
        let dropped = cache.dropPageCache()
        var opened: ScaleBenchCatalog?
        let open = try clock.measure { opened = try opener.openForReading(location) }
        guard let catalog = opened else { throw StayCommandError.failed("\(location) did not open") }
        defer { try? catalog.close() }
        let searcher = catalog.searcher
        let firstSearch = try await clock.measure { _ = try await searcher.search(queries[0]) }
        var firstPass: [Duration] = []
        for query in queries {
            firstPass.append(try await clock.measure { _ = try await searcher.search(query) })
        }
        var warm = (search: [Duration](), histogram: [Duration](), filtered: [Duration]())
        for (query, filteredQuery) in zip(queries, filtered) {
            warm.search.append(try await clock.measure { _ = try await searcher.search(query) })
            warm.histogram.append(
                try await clock.measure { _ = try await searcher.histogram(query, bucketCount: 20) })
            warm.filtered.append(try await clock.measure { _ = try await searcher.search(filteredQuery) })
        }
        return ScaleTimings(
            location: location, stayCount: stayCount, cache: dropped, open: open, firstSearch: firstSearch,
            firstPass: firstPass, search: warm.search, histogram: warm.histogram, filtered: warm.filtered)
    }
}
