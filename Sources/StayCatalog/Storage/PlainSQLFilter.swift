import GRDB
import StayCatalogCore
import StaysDomain

/// The `WHERE` clause, its arguments and the `ORDER BY` key of the plain SQL search, on `stay_locations AS l`.
struct PlainSQLFilter {
    /// One condition and its arguments.
    private typealias Clause = (sql: String, values: [DatabaseValue])

    /// The condition.
    let sql: String
    /// Its arguments, in order.
    let arguments: StatementArguments
    /// The order's key, smaller first.
    let order: String

    /// The filter of a query (exact nights or none); the price range only when `withPrice`. Filters test the wide
    /// rows' own text columns.
    init(query: StayQuery, withPrice: Bool) {
        let box = AreaPrefilter(area: query.area).rectangles[0]
        var clauses: [Clause] = [
            (
                """
                l.north >= ? AND l.south <= ? AND l.east >= ? AND l.west <= ?
                AND l.maximum_guests >= ? AND l.minimum_nights <= ? AND (l.allows_pets = 1 OR ? = 0)
                """,
                [
                    box.south.databaseValue, box.north.databaseValue, box.west.databaseValue, box.east.databaseValue,
                    query.guests.occupancy.databaseValue, (query.dates?.nights ?? Int(Int32.max)).databaseValue,
                    (query.guests.pets > 0 ? 1 : 0).databaseValue,
                ]
            )
        ]
        if let dates = query.dates { clauses.append(Self.free(dates)) }
        if !query.filters.isEmpty { clauses.append(Self.passing(query.filters)) }
        let budget = query.price?.minorUnits(in: query.currency ?? .usDollar)
        if withPrice, let minimum = budget?.minimum {
            clauses.append((" AND l.nightly_cents >= ?", [minimum.databaseValue]))
        }
        if withPrice, let maximum = budget?.maximum {
            clauses.append((" AND l.nightly_cents <= ?", [maximum.databaseValue]))
        }
        sql = clauses.map(\.sql).joined()
        arguments = StatementArguments(clauses.flatMap(\.values))
        order = Self.order(query, box: box)
    }

    // MARK: - Clauses

    /// No blocked or booked night between check-in and check-out.
    private static func free(_ dates: StayDates) -> Clause {
        let checkIn = DayNumber.of(dates.checkIn).databaseValue
        let checkOut = DayNumber.of(dates.checkOut).databaseValue
        return (
            """
             AND NOT EXISTS (SELECT 1 FROM blocked_nights AS b
                WHERE b.stay_id = l.number AND b.night >= ? AND b.night < ?)
            AND NOT EXISTS (SELECT 1 FROM reserved_nights AS r
                WHERE r.stay_id = l.number AND r.night >= ? AND r.night < ?)
            """,
            [checkIn, checkOut, checkIn, checkOut]
        )
    }

    /// The stay's own row passes the filters.
    private static func passing(_ filters: StayFilters) -> Clause {
        let masks = StayFacets.masks(for: filters)
        let facets = StayFacets.sql(lists: SQLiteStayCatalog.listsAmenity)
        return (
            """
             AND EXISTS (SELECT 1 FROM stays AS s WHERE s.number = l.number
                AND (\(facets)) & ? != 0
                AND (\(facets)) & ? != 0
                AND (\(facets)) & ? = ?
                AND s.bedrooms >= ? AND s.beds >= ? AND s.bathrooms >= ?)
            """,
            [
                masks.roomTypes.databaseValue, masks.kinds.databaseValue, masks.amenities.databaseValue,
                masks.amenities.databaseValue, filters.minimumBedrooms.databaseValue,
                filters.minimumBeds.databaseValue, filters.minimumBathrooms.databaseValue,
            ]
        )
    }

    // MARK: - Order

    private static func order(_ query: StayQuery, box: CoordinateRectangle) -> String {
        let latitude = (box.south + box.north) / 2
        let longitude = (box.west + box.east) / 2
        switch query.sort {
        case .price:
            return query.dates.map { "\($0.nights) * l.nightly_cents + l.cleaning_cents" } ?? "l.nightly_cents"
        case .rating:
            return "-coalesce(l.rating, 0)"
        case .distance, .recommended:
            return "(l.latitude - \(latitude)) * (l.latitude - \(latitude)) + "
                + "(l.longitude - \(longitude)) * (l.longitude - \(longitude))"
        }
    }
}
