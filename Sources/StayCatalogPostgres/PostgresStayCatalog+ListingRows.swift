import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog {
    // MARK: - Owners

    /// The row number of stay `id` when `host` lists it, its row locked until the transaction ends;
    /// `unknownStay(id)` when it is unknown or another's.
    static func ownedNumber(of id: StayID, host: AccountID, on connection: PostgresConnection, logger: Logger)
        async throws -> Int
    {
        guard let hostNumber = CatalogIdentifiers.accountNumber(host) else { throw StayQueryError.unknownStay(id) }
        let rows = try await connection.query(
            """
            SELECT s.number FROM stays AS s JOIN listings AS l ON l.stay_id = s.number
            WHERE s.id = \(id.rawValue) AND l.host_account = \(hostNumber) FOR UPDATE OF s
            """, logger: logger)
        for try await number in rows.decode(Int.self) { return number }
        throw StayQueryError.unknownStay(id)
    }

    // MARK: - Rows

    /// The listing numbered `number`, read from its stay and listing rows.
    static func listing(numbered number: Int, on connection: PostgresConnection, logger: Logger) async throws
        -> HostListing
    {
        let rows = try await connection.query(
            PostgresQuery(
                unsafeSQL: """
                    SELECT \(PostgresStayRow.columns), l.description, l.house_rules, s.maximum_nights, s.listed
                    FROM stays AS s JOIN listings AS l ON l.stay_id = s.number WHERE s.number = $1
                    """, binds: try binds(number)), logger: logger
        ).collect()
        guard let row = rows.first else { throw PostgresCatalogError.damaged(reason: "listing \(number) has no rows") }
        let cells = row.makeRandomAccess()
        let fields = 22
        return HostListing(
            stay: try PostgresStayRow.stay(from: row), description: try cells[fields].decode(String.self),
            houseRules: try cells[fields + 1].decode(String.self),
            maximumNights: try cells[fields + 2].decode(Int?.self), isListed: try cells[fields + 3].decode(Bool.self))
    }

    /// Rewrites every column a draft sets, with the search columns derived from them; the cell stays
    /// `SpatialGrid.unlistedCell` while the stay is unlisted.
    static func updateColumns(
        of stay: Stay, maximumNights: Int?, listed: Bool, numbered number: Int, on connection: PostgresConnection,
        logger: Logger
    ) async throws {
        let (latitude, longitude) = (stay.coordinate.latitude, stay.coordinate.longitude)
        let cell = listed ? SpatialGrid.cell(latitude: latitude, longitude: longitude) : SpatialGrid.unlistedCell
        let amenities = stay.amenities.joined(separator: String(PostgresStayRow.amenitySeparator))
        let currencyNumber = Currency(code: stay.nightlyPrice.currency)?.number ?? Currency.usDollar.number
        try await connection.query(
            """
            UPDATE stays SET title = \(stay.title), property_kind = \(stay.propertyKind.rawValue),
                room_type = \(stay.roomType.rawValue), maximum_guests = \(stay.maximumGuests)::int4,
                bedrooms = \(stay.bedrooms)::int4, beds = \(stay.beds)::int4, bathrooms = \(stay.bathrooms),
                nightly_cents = \(stay.nightlyPrice.minorUnits), cleaning_cents = \(stay.cleaningFee.minorUnits),
                currency = \(stay.nightlyPrice.currency), minimum_nights = \(stay.minimumNights)::int4,
                amenities = \(amenities), allows_pets = \(stay.allowsPets), latitude = \(latitude),
                longitude = \(longitude), place_id = \(stay.placeID.rawValue),
                cancellation_policy = \(stay.cancellationPolicy.rawValue), maximum_nights = \(maximumNights)::int4,
                cell = \(cell)::int4, facets = \(StayFacets.facets(of: stay))::int4,
                currency_number = \(currencyNumber)::int2
            WHERE number = \(number)::int4
            """, logger: logger)
    }
}
