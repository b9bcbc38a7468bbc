import GRDB
import StayCatalogCore

extension SQLiteStayCatalog {
    // MARK: - Search rows

    /// The statement inserting one `stay_cells` row: cell, number, latitude, longitude, nightly and cleaning cents,
    /// rating, review count, maximum guests, minimum nights, pets, first taken night, taken bitmap, then (since v7)
    /// facets (`StayFacets`), bedrooms, beds and bathrooms, and (since v8) the prices' ISO 4217 numeric code.
    static let insertStayCellSQL = """
        INSERT INTO stay_cells (cell, number, latitude, longitude, nightly_cents, cleaning_cents, rating, review_count,
            maximum_guests, minimum_nights, allows_pets, taken_from, taken, facets, bedrooms, beds, bathrooms,
            currency_number)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// The statement inserting one `stay_locations` (R*Tree) row: number, the box, then the search columns.
    static let insertStayLocationSQL = "INSERT INTO stay_locations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

    /// Copies every stay's v2 search columns from the R*Tree into `stay_cells` (migration v2; v7 adds the rest).
    static func fillStayCells(in db: Database) throws {
        let insert = try db.makeStatement(
            sql: """
                INSERT INTO stay_cells (cell, number, latitude, longitude, nightly_cents, cleaning_cents, rating,
                    review_count, maximum_guests, minimum_nights, allows_pets, taken_from, taken)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT number, latitude, longitude, nightly_cents, cleaning_cents, rating, review_count,
                    maximum_guests, minimum_nights, allows_pets
                FROM stay_locations ORDER BY number
                """)
        while let row = try rows.next() {
            let cell = SpatialGrid.cell(latitude: try row.decode(atIndex: 1), longitude: try row.decode(atIndex: 2))
            var values = [cell.databaseValue]
            values += row.databaseValues
            values += [.null, .null]
            try insert.execute(arguments: StatementArguments(values))
        }
    }

    // MARK: - Keeping the bitmaps

    /// Rewrites one stay's taken-nights bitmap from its blocked and booked night rows; call it inside the
    /// transaction that changed those rows.
    static func refreshTakenNights(ofStay number: Int, in db: Database) throws {
        let nights = try Int.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT night FROM blocked_nights WHERE stay_id = ?1
                    UNION ALL SELECT night FROM reserved_nights WHERE stay_id = ?1
                    """),
            arguments: [number])
        try writeTakenNights(TakenNights(nights: nights), ofStay: number, in: db)
    }

    /// Stores a bitmap (nil clears it) in the stay's `stay_cells` row.
    private static func writeTakenNights(_ taken: TakenNights?, ofStay number: Int, in db: Database) throws {
        guard
            let place = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT latitude, longitude FROM stays WHERE number = ?"), arguments: [number])
        else { return }
        try db.cachedStatement(sql: "UPDATE stay_cells SET taken_from = ?, taken = ? WHERE cell = ? AND number = ?")
            .execute(arguments: [
                taken?.firstNight, taken?.blob,
                SpatialGrid.cell(latitude: try place.decode(atIndex: 0), longitude: try place.decode(atIndex: 1)),
                number,
            ])
    }

    /// Rebuilds every stay's bitmap from the night rows, in one pass ordered by stay.
    static func refreshTakenNightsOfEveryStay(in db: Database) throws {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT stay_id, night FROM blocked_nights
                UNION ALL SELECT stay_id, night FROM reserved_nights
                ORDER BY stay_id
                """)
        var nightsByStay: [(stay: Int, nights: [Int])] = []
        while let row = try rows.next() {
            let stay: Int = try row.decode(atIndex: 0)
            if nightsByStay.last?.stay != stay { nightsByStay.append((stay, [])) }
            nightsByStay[nightsByStay.count - 1].nights.append(try row.decode(atIndex: 1))
        }
        for (stay, nights) in nightsByStay {
            try writeTakenNights(TakenNights(nights: nights), ofStay: stay, in: db)
        }
    }
}
