import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog {
    // MARK: - Searching

    /// One page of stays free on the dates (or in a flexible window; any stay without dates), fitting the guests, the
    /// budget and the filters; ordered and paged exactly as the SQLite catalogue does, with cursors in the same format.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        let assembler = try StayPageAssembler(query: query, catalogue: url.description, rates: rates)
        return try await assembler.page(of: try await candidates(for: query), fetchingStays: stays(numbered:))
    }

    /// Nightly prices of the stays matching everything but the price range, in `bucketCount` bars (1–100), in the
    /// query's price currency (`StayRanker.priceCurrency(of:)`).
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        let ranker = StayRanker(query: query, rates: rates)
        let candidates = try await candidates(for: query)
        let currency = ranker.priceCurrency(of: candidates)
        let prices = ranker.admitted(candidates, in: currency, ignoringPrice: true).map(\.comparedNightly)
        return PriceHistogramBuilder(bucketCount: bucketCount).histogram(ofNightlyPrices: prices, in: currency)
    }

    // MARK: - Candidates

    /// Stays in the cell spans covering the area (`AreaPrefilter.cellSpans`; an index-only scan of `stays_by_cell`) that
    /// fit the guests, nights and filters and whose nights are free: the availability test runs in PostgreSQL, on the
    /// `taken` multirange the triggers keep.
    private func candidates(for query: StayQuery) async throws -> [StayCandidate] {
        var bounds = (
            low: [Int](), high: [Int](), south: [Double](), north: [Double](), west: [Double](), east: [Double]()
        )
        let prefilter = AreaPrefilter(area: query.area)
        let deduplicating = prefilter.rectangles.count > 1
        for span in prefilter.cellSpans {
            bounds.low.append(span.cells.lowerBound)
            bounds.high.append(span.cells.upperBound)
            bounds.south.append(span.rectangle.south)
            bounds.north.append(span.rectangle.north)
            bounds.west.append(span.rectangle.west)
            bounds.east.append(span.rectangle.east)
        }
        let (filters, masks) = (query.filters, StayFacets.masks(for: query.filters))
        let timing = Self.timingSQL(query.timing)
        let sql: PostgresQuery = """
            SELECT s.number, s.latitude, s.longitude, s.nightly_cents, s.cleaning_cents, s.rating, s.review_count,
                \(unescaped: timing.window), s.currency_number
            FROM unnest(\(bounds.low)::int4[], \(bounds.high)::int4[], \(bounds.south)::float8[],
                \(bounds.north)::float8[], \(bounds.west)::float8[], \(bounds.east)::float8[])
                AS r(low, high, south, north, west, east)
            CROSS JOIN LATERAL (
                SELECT number, latitude, longitude, nightly_cents, cleaning_cents, rating, review_count,
                    maximum_guests, minimum_nights, allows_pets, taken, facets, bedrooms, beds, bathrooms,
                    currency_number
                FROM stays AS c WHERE c.cell BETWEEN r.low AND r.high
                  AND c.latitude BETWEEN r.south AND r.north AND c.longitude BETWEEN r.west AND r.east
                OFFSET 0) AS s
            \(unescaped: timing.join)
            WHERE s.maximum_guests >= \(query.guests.occupancy)
              AND s.minimum_nights <= \(query.timing.nights ?? Int(Int32.max))
              AND (s.allows_pets OR \(query.guests.pets) = 0) AND \(unescaped: timing.free)
              AND s.facets & \(masks.roomTypes) != 0 AND s.facets & \(masks.kinds) != 0
              AND s.facets & \(masks.amenities) = \(masks.amenities) AND s.bedrooms >= \(filters.minimumBedrooms)
              AND s.beds >= \(filters.minimumBeds) AND s.bathrooms >= \(filters.minimumBathrooms)
            """
        let logger = logger
        return try await withConnection { connection in
            var candidates: [StayCandidate] = []
            var seen = Set<Int>()
            let rows = try await connection.query(sql, logger: logger)
            for try await (number, latitude, longitude, nightly, cleaning, rating, reviews, window, currency)
                in rows.decode((Int, Double, Double, Int, Int, Double?, Int, Int?, Int16).self)
            {
                if deduplicating, !seen.insert(number).inserted { continue }
                candidates.append(
                    StayCandidate(
                        number: number, coordinate: Coordinate(latitude: latitude, longitude: longitude),
                        nightlyCents: nightly, cleaningCents: cleaning, currencyNumber: Int(currency), rating: rating,
                        reviewCount: reviews, window: window))
            }
            return candidates
        }
    }

    /// The SQL that tests availability on the `taken` multirange: the window column (0-based; NULL without dates),
    /// a join and the condition. Exact nights test one range; a flexible search finds the first free window of an
    /// array in a lateral join. The dates are written into the SQL: they are ISO days the domain made, never text
    /// from a request.
    private static func timingSQL(_ timing: StayTiming) -> (window: String, join: String, free: String) {
        func day(_ day: CalendarDay) -> String { "'\(day.iso8601)'::date" }
        switch timing {
        case .anyTime:
            return ("NULL::int8", "", "TRUE")
        case .nights(let dates):
            return ("0::int8", "", "NOT (s.taken && daterange(\(day(dates.checkIn)), \(day(dates.checkOut))))")
        case .flexible(let flexible):
            let ins = flexible.windows.map(\.checkIn.iso8601).joined(separator: ",")
            let outs = flexible.windows.map(\.checkOut.iso8601).joined(separator: ",")
            let join = """
                CROSS JOIN LATERAL (
                    SELECT min(w.i) - 1 AS first FROM unnest('{\(ins)}'::date[], '{\(outs)}'::date[])
                        WITH ORDINALITY AS w(check_in, check_out, i)
                    WHERE NOT (s.taken && daterange(w.check_in, w.check_out))) AS free
                """
            return ("free.first", join, "free.first IS NOT NULL")
        }
    }

    // MARK: - Lookup

    /// The stay, or nil.
    public func stay(withID id: StayID) async throws -> Stay? {
        let logger = logger
        let sql = PostgresQuery(
            unsafeSQL: "SELECT \(PostgresStayRow.columns) FROM stays WHERE id = $1 AND listed",
            binds: try Self.binds(id.rawValue))
        return try await withConnection { connection in
            for try await row in try await connection.query(sql, logger: logger) {
                return try PostgresStayRow.stay(from: row)
            }
            return nil
        }
    }

    /// The stays with these numbers, keyed by number.
    private func stays(numbered numbers: [Int]) async throws -> [Int: Stay] {
        guard !numbers.isEmpty else { return [:] }
        let logger = logger
        let sql = PostgresQuery(
            unsafeSQL: "SELECT number, \(PostgresStayRow.columns) FROM stays WHERE number = ANY($1::int4[])",
            binds: try Self.binds(numbers))
        return try await withConnection { connection in
            var stays: [Int: Stay] = [:]
            for try await row in try await connection.query(sql, logger: logger) {
                let number = try row.makeRandomAccess()[0].decode(Int.self)
                stays[number] = try PostgresStayRow.stay(from: row, offset: 1)
            }
            return stays
        }
    }

    /// Bindings holding one value.
    static func binds(_ value: some PostgresEncodable & Sendable) throws -> PostgresBindings {
        var binds = PostgresBindings()
        try binds.append(value)
        return binds
    }
}
