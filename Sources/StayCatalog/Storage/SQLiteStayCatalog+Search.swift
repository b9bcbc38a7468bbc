import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog {
    // MARK: - Searching

    /// One page of stays free on every night of the dates, fitting the guests, the budget and the filters.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        let assembler = try StayPageAssembler(query: query, catalogue: path)
        return try await reading { db in
            try assembler.page(of: try Self.candidates(for: query, in: db)) { try Self.stays(numbered: $0, in: db) }
        }
    }

    /// Nightly prices of the stays matching everything but the price range, in `bucketCount` bars (1–100).
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        let ranker = StayRanker(query: query)
        let prices = try await reading { db in
            ranker.admitted(try Self.candidates(for: query, in: db), ignoringPrice: true).map(\.candidate.nightlyCents)
        }
        return PriceHistogramBuilder(bucketCount: bucketCount).histogram(ofNightlyCents: prices)
    }

    // MARK: - Candidates

    private static let candidateSQL = """
        SELECT number, latitude, longitude, nightly_cents, cleaning_cents, rating, review_count, taken_from, taken
        FROM stay_cells
        WHERE cell BETWEEN ? AND ? AND latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?
          AND maximum_guests >= ? AND minimum_nights <= ? AND (allows_pets = 1 OR ? = 0)
          AND facets & ? != 0 AND facets & ? != 0 AND facets & ? = ?
          AND bedrooms >= ? AND beds >= ? AND bathrooms >= ?
        """

    /// Stays in the cell spans covering the area (see `AreaPrefilter.cellSpans`) that fit the guests, nights and filters
    /// and are free on every night.
    private static func candidates(for query: StayQuery, in db: Database) throws -> [StayCandidate] {
        let checkIn = DayNumber.of(query.dates.checkIn)
        let checkOut = DayNumber.of(query.dates.checkOut)
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
                rectangle.east, query.guests.occupancy, query.dates.nights, query.guests.pets > 0 ? 1 : 0,
                masks.roomTypes, masks.kinds, masks.amenities, masks.amenities, filters.minimumBedrooms,
                filters.minimumBeds, filters.minimumBathrooms,
            ])
            let rows = try Row.fetchCursor(statement)
            while let row = try rows.next() {
                if let firstNight = try row.decode(Int?.self, atIndex: 7),
                    try !row.withUnsafeData(
                        atIndex: 8, { Self.isFree(from: checkIn, to: checkOut, firstNight, $0) })
                {
                    continue
                }
                let number: Int = try row.decode(atIndex: 0)
                if deduplicating, !seen.insert(number).inserted { continue }
                candidates.append(
                    StayCandidate(
                        number: number,
                        coordinate: Coordinate(
                            latitude: try row.decode(atIndex: 1), longitude: try row.decode(atIndex: 2)),
                        nightlyCents: try row.decode(atIndex: 3), cleaningCents: try row.decode(atIndex: 4),
                        rating: try row.decode(atIndex: 5), reviewCount: try row.decode(atIndex: 6)))
            }
        }
        return candidates
    }

    /// Whether a stored bitmap (nil: nothing taken) leaves every night from check-in to check-out free.
    private static func isFree(from checkIn: Int, to checkOut: Int, _ firstNight: Int, _ bitmap: Data?) -> Bool {
        guard let bitmap else { return true }
        return bitmap.withUnsafeBytes {
            TakenNights.areFree(from: checkIn, to: checkOut, firstNight: firstNight, bitmap: $0)
        }
    }
}
