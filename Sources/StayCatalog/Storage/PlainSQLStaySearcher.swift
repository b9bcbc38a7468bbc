import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

/// The search one would write first, kept as a yardstick for the bench: an R*Tree bounding box, `NOT EXISTS` for
/// blocked and booked nights, `ORDER BY … LIMIT`, and a separate `COUNT(*)`. It reads the night rows, not the bitmaps;
/// it filters by the bounding box only (no exact circle), orders distance and recommended by squared degrees from the
/// centre, and does not page past the first page. It searches exact nights or no dates in one rectangle; a flexible
/// search or an area across the antimeridian is refused. It compares stored prices as they are, whatever their
/// currency, and draws its histogram in the query's display currency (US dollars without one).
public struct PlainSQLStaySearcher: StaySearching {
    private let catalog: SQLiteStayCatalog

    /// Searches the catalogue's database with plain SQL.
    public init(catalog: SQLiteStayCatalog) {
        self.catalog = catalog
    }

    // MARK: - StaySearching

    /// The first page of the query, and the count of every match.
    public func search(_ query: StayQuery) async throws -> StayResultsPage {
        let filter = try self.filter(query, withPrice: true)
        return try await catalog.reading { db in
            let total = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM stay_locations AS l WHERE \(filter.sql)", arguments: filter.arguments)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT s.* FROM stay_locations AS l JOIN stays AS s ON s.number = l.number
                    WHERE \(filter.sql) ORDER BY \(filter.order), l.number LIMIT \(query.pageSize)
                    """, arguments: filter.arguments)
            let results = try rows.map { row in
                let stay = try SQLiteStayCatalog.stay(from: row)
                let total = query.dates.map { $0.nights * stay.nightlyPrice.minorUnits + stay.cleaningFee.minorUnits }
                return StaySearchResult(
                    stay: stay, totalPrice: total.map { Money(minorUnits: $0, currency: stay.nightlyPrice.currency) },
                    dates: query.dates, distanceKilometres: nil)
            }
            return StayResultsPage(total: total ?? 0, results: results, nextCursor: nil)
        }
    }

    /// The nightly prices of every match but the price range, counted into bars in memory.
    public func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram {
        let filter = try self.filter(query, withPrice: false)
        let prices = try await catalog.reading { db in
            try Int.fetchAll(
                db, sql: "SELECT l.nightly_cents FROM stay_locations AS l WHERE \(filter.sql)",
                arguments: filter.arguments)
        }
        return PriceHistogramBuilder(bucketCount: bucketCount).histogram(
            ofNightlyPrices: prices, in: query.currency ?? .usDollar)
    }

    // MARK: - Parts

    private func filter(_ query: StayQuery, withPrice: Bool) throws -> PlainSQLFilter {
        if query.timing.isFlexible {
            throw StayCatalogError.failed(
                path: catalog.path, reason: "the plain SQL yardstick searches no flexible dates")
        }
        if AreaPrefilter(area: query.area).rectangles.count > 1 {
            throw StayCatalogError.failed(
                path: catalog.path, reason: "the plain SQL yardstick searches no area across the antimeridian")
        }
        return PlainSQLFilter(query: query, withPrice: withPrice)
    }
}
