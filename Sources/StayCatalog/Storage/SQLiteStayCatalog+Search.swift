import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Searching

    /// One page of stays free on the dates (or in a flexible window; any stay without dates), fitting the guests, the
    /// budget and the filters.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        let assembler = try StayPageAssembler(query: query, catalogue: path, rates: rates)
        return try await reading { db in
            try assembler.page(of: try Self.candidates(for: query, in: db)) { try Self.stays(numbered: $0, in: db) }
        }
    }

    /// Nightly prices of the stays matching everything but the price range, in `bucketCount` bars (1–100), in the
    /// query's price currency (`StayRanker.priceCurrency(of:)`).
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        let ranker = StayRanker(query: query, rates: rates)
        let (prices, currency) = try await reading { db in
            let candidates = try Self.candidates(for: query, in: db)
            let currency = ranker.priceCurrency(of: candidates)
            return (ranker.admitted(candidates, in: currency, ignoringPrice: true).map(\.comparedNightly), currency)
        }
        return PriceHistogramBuilder(bucketCount: bucketCount).histogram(ofNightlyPrices: prices, in: currency)
    }

    // MARK: - Candidates

    private static let candidateSQL = """
        SELECT number, latitude, longitude, nightly_cents, cleaning_cents, rating, review_count, taken_from, taken,
            currency_number
        FROM stay_cells
        WHERE cell BETWEEN ? AND ? AND latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?
          AND maximum_guests >= ? AND minimum_nights <= ? AND (allows_pets = 1 OR ? = 0)
          AND facets & ? != 0 AND facets & ? != 0 AND facets & ? = ?
          AND bedrooms >= ? AND beds >= ? AND bathrooms >= ?
        """

    /// Stays in the cell spans covering the area (see `AreaPrefilter.cellSpans`) that fit the guests, nights and filters
    /// and are free on every night of one of the query's windows (each with the first such window); without dates,
    /// every stay that fits.
    private static func candidates(for query: StayQuery, in db: Database) throws -> [StayCandidate] {
        let windows = query.timing.windows.map { (DayNumber.of($0.checkIn), DayNumber.of($0.checkOut)) }
        let (filters, masks) = (query.filters, StayFacets.masks(for: query.filters))
        let prefilter = AreaPrefilter(area: query.area)
        let deduplicating = prefilter.rectangles.count > 1
        let statement = try db.cachedStatement(sql: candidateSQL)
        var candidates: [StayCandidate] = []
        var seen = Set<Int>()
        for span in prefilter.cellSpans {
            let (cells, rectangle) = (span.cells, span.rectangle)
            statement.setUncheckedArguments([
                cells.lowerBound, cells.upperBound, rectangle.south, rectangle.north, rectangle.west,
                rectangle.east, query.guests.occupancy, query.timing.nights ?? Int(Int32.max),
                query.guests.pets > 0 ? 1 : 0, masks.roomTypes, masks.kinds, masks.amenities, masks.amenities,
                filters.minimumBedrooms, filters.minimumBeds, filters.minimumBathrooms,
            ])
            let rows = try Row.fetchCursor(statement)
            while let row = try rows.next() {
                var window: Int?
                if !windows.isEmpty {
                    window = 0
                    if let firstNight = try row.decode(Int?.self, atIndex: 7) {
                        window = try row.withUnsafeData(atIndex: 8) { Self.firstFree(windows, firstNight, $0) }
                        if window == nil { continue }
                    }
                }
                let number: Int = try row.decode(atIndex: 0)
                if deduplicating, !seen.insert(number).inserted { continue }
                candidates.append(
                    StayCandidate(
                        number: number,
                        coordinate: Coordinate(
                            latitude: try row.decode(atIndex: 1), longitude: try row.decode(atIndex: 2)),
                        nightlyCents: try row.decode(atIndex: 3), cleaningCents: try row.decode(atIndex: 4),
                        currencyNumber: try row.decode(atIndex: 9), rating: try row.decode(atIndex: 5),
                        reviewCount: try row.decode(atIndex: 6), window: window))
            }
        }
        return candidates
    }

    /// The first of `windows` (check-in and check-out day numbers) whose nights a stored bitmap (nil: nothing taken)
    /// leaves free, or nil.
    private static func firstFree(_ windows: [(Int, Int)], _ firstNight: Int, _ bitmap: Data?) -> Int? {
        guard let bitmap else { return 0 }
        return bitmap.withUnsafeBytes { bytes in
            windows.firstIndex { TakenNights.areFree(from: $0.0, to: $0.1, firstNight: firstNight, bitmap: bytes) }
        }
    }
}
