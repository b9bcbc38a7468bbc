import GRDB
import StayCatalogCore
import StaysDomain

/// The `WHERE` clause, its arguments and the `ORDER BY` key of the plain SQL search, on `stay_locations AS l`.
struct PlainSQLFilter {
    /// The condition.
    let sql: String
    /// Its arguments, in order.
    let arguments: StatementArguments
    /// The order's key, smaller first.
    let order: String

    /// The filter of a query (exact nights or none); the price range only when `withPrice`. Filters test the wide rows' own text columns.
    init(query: StayQuery, withPrice: Bool) {
        let box = AreaPrefilter(area: query.area).rectangles[0]
        var sql = """
            l.north >= ? AND l.south <= ? AND l.east >= ? AND l.west <= ?
            AND l.maximum_guests >= ? AND l.minimum_nights <= ? AND (l.allows_pets = 1 OR ? = 0)
            """
        var arguments: StatementArguments = [
            box.south, box.north, box.west, box.east, query.guests.occupancy, query.dates?.nights ?? Int(Int32.max),
            query.guests.pets > 0 ? 1 : 0,
        ]
        if let dates = query.dates {
            let (checkIn, checkOut) = (DayNumber.of(dates.checkIn), DayNumber.of(dates.checkOut))
            sql += """
                 AND NOT EXISTS (SELECT 1 FROM blocked_nights AS b
                    WHERE b.stay_id = l.number AND b.night >= ? AND b.night < ?)
                AND NOT EXISTS (SELECT 1 FROM reserved_nights AS r
                    WHERE r.stay_id = l.number AND r.night >= ? AND r.night < ?)
                """
            arguments += [checkIn, checkOut, checkIn, checkOut]
        }
        if !query.filters.isEmpty {
            let (filters, masks) = (query.filters, StayFacets.masks(for: query.filters))
            let facets = StayFacets.sql(lists: SQLiteStayCatalog.listsAmenity)
            sql += """
                 AND EXISTS (SELECT 1 FROM stays AS s WHERE s.number = l.number
                    AND (\(facets)) & ? != 0
                    AND (\(facets)) & ? != 0
                    AND (\(facets)) & ? = ?
                    AND s.bedrooms >= ? AND s.beds >= ? AND s.bathrooms >= ?)
                """
            arguments += [
                masks.roomTypes, masks.kinds, masks.amenities, masks.amenities, filters.minimumBedrooms,
                filters.minimumBeds, filters.minimumBathrooms,
            ]
        }
        if withPrice, let minimum = query.price?.minimum {
            sql += " AND l.nightly_cents >= ?"
            arguments += [minimum]
        }
        if withPrice, let maximum = query.price?.maximum {
            sql += " AND l.nightly_cents <= ?"
            arguments += [maximum]
        }
        self.sql = sql
        self.arguments = arguments
        let latitude = (box.south + box.north) / 2
        let longitude = (box.west + box.east) / 2
        switch query.sort {
        case .price:
            order = query.dates.map { "\($0.nights) * l.nightly_cents + l.cleaning_cents" } ?? "l.nightly_cents"
        case .rating: order = "-coalesce(l.rating, 0)"
        case .distance, .recommended:
            order =
                "(l.latitude - \(latitude)) * (l.latitude - \(latitude)) + (l.longitude - \(longitude)) * (l.longitude - \(longitude))"
        }
    }
}
