import StaysDomain

extension StayBenchRunner {
    // MARK: - Filters, boxes and dates

    /// Times each query again with `threeFilters`, inside a city-sized box (0.2° × 0.26°, about 22 × 22 km) and a
    /// country-sized one (6° × 8°) around its centre, without dates, and as "a week" checking in during the next
    /// two whole months; first page and exact count, one line each with the mean count found.
    func reportVariants(_ queries: [StayQuery]) async throws {
        let planner = StayBenchQueries(today: today.today())
        let nextMonth = today.today().firstDayOfMonth.adding(months: 1)
        let weekInTwoMonths = FlexibleDates.lengths(.week, inMonths: [nextMonth, nextMonth.adding(months: 1)])
        let variants: [(name: String, make: (StayQuery, Coordinate) throws -> StayQuery)] = [
            (
                "Search, 3 filters:",
                { query, _ in try planner.variant(of: query, filters: StayBenchQueries.threeFilters) }
            ),
            (
                "Box, city:",
                { query, centre in try planner.variant(of: query, area: .box(Self.box(centre, 0.1, 0.13))) }
            ),
            ("Box, country:", { query, centre in try planner.variant(of: query, area: .box(Self.box(centre, 3, 4))) }),
            ("Browse, no dates:", { query, _ in try planner.variant(of: query, timing: .anyTime) }),
            ("Flexible, a week:", { query, _ in try planner.variant(of: query, timing: .flexible(weekInTwoMonths)) }),
        ]
        for variant in variants {
            var durations: [Duration] = []
            var found = 0
            for query in queries {
                guard case .place(_, let centre, _) = query.area else { continue }
                let changed = try variant.make(query, centre)
                durations.append(try await clock.measure { found += try await searcher.search(changed).total })
            }
            let name = variant.name.padding(toLength: 23, withPad: " ", startingAt: 0)
            output.write(
                "\(name)\(LatencySummary(durations).line), \(found / max(1, queries.count)) found on average\n")
        }
    }

    // MARK: - Parts

    private static func box(_ centre: Coordinate, _ latitude: Double, _ longitude: Double) throws -> BoundingBox {
        try BoundingBox(
            southWest: Coordinate(latitude: centre.latitude - latitude, longitude: centre.longitude - longitude),
            northEast: Coordinate(latitude: centre.latitude + latitude, longitude: centre.longitude + longitude))
    }
}
