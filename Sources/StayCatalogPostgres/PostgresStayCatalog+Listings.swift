import Foundation
import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog: ListingEditing {
    /// The advisory lock new listings are numbered under, so two instances never pick the same number.
    static let listingNumberLock = 0x5354_4159_4C49_5354

    // MARK: - Writing listings

    /// Writes the stay and its listing row in one transaction, numbered after the highest number in use (under
    /// `listingNumberLock`) and named `stay:host-<number>`; its `cell` makes it searchable when the transaction ends.
    public func createListing(_ draft: ListingDraft, host: AccountID, hostName: String) async throws -> HostListing {
        guard let hostNumber = CatalogIdentifiers.accountNumber(host) else { throw AccountError.notSignedIn }
        let (at, logger) = (now().timeIntervalSince1970, logger)
        return try await inTransaction { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.listingNumberLock))", logger: logger)
            let number =
                try await connection.query("SELECT COALESCE(MAX(number), 0) + 1 FROM stays", logger: logger)
                .collect().first?.decode(Int.self) ?? 1
            let stay = draft.stay(id: StayID("stay:host-\(number)"), hostName: hostName)
            let line = PostgresCopyRows(SeededStay(stay: stay, blockedNights: [], reservations: []), number: number)
            try await Self.copy(
                [line.stay], into: "stays", columns: PostgresCopyRows.stayColumns, on: connection, logger)
            try await connection.query(
                """
                UPDATE stays SET maximum_nights = \(draft.maximumNights)::int4 WHERE number = \(number)::int4;
                """, logger: logger)
            try await connection.query(
                """
                INSERT INTO listings (stay_id, host_account, description, house_rules, created_at, updated_at)
                VALUES (\(number)::int4, \(hostNumber), \(draft.description), \(draft.houseRules), \(at), \(at))
                """, logger: logger)
            return try await Self.listing(numbered: number, on: connection, logger: logger)
        }
    }

    /// Rewrites the stay's columns, its `cell` only when it is listed, keeping its reviews and nights.
    public func updateListing(_ id: StayID, host: AccountID, with draft: ListingDraft) async throws -> HostListing {
        let (at, logger) = (now().timeIntervalSince1970, logger)
        return try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            let old = try await Self.listing(numbered: number, on: connection, logger: logger)
            let stay = draft.stay(
                id: id, hostName: old.stay.hostName, rating: old.stay.rating, reviewCount: old.stay.reviewCount)
            try await Self.updateColumns(
                of: stay, maximumNights: draft.maximumNights, listed: old.isListed, numbered: number, on: connection,
                logger: logger)
            try await connection.query(
                """
                UPDATE listings SET description = \(draft.description), house_rules = \(draft.houseRules),
                    updated_at = \(at) WHERE stay_id = \(number)::int4
                """, logger: logger)
            return try await Self.listing(numbered: number, on: connection, logger: logger)
        }
    }

    /// Sets `listed` and moves the stay into its grid cell or out to `SpatialGrid.unlistedCell`.
    public func setListed(_ id: StayID, host: AccountID, listed: Bool) async throws -> HostListing {
        let logger = logger
        return try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            let old = try await Self.listing(numbered: number, on: connection, logger: logger)
            let coordinate = old.stay.coordinate
            let cell =
                listed
                ? SpatialGrid.cell(latitude: coordinate.latitude, longitude: coordinate.longitude)
                : SpatialGrid.unlistedCell
            try await connection.query(
                "UPDATE stays SET listed = \(listed), cell = \(cell)::int4 WHERE number = \(number)::int4",
                logger: logger)
            return try await Self.listing(numbered: number, on: connection, logger: logger)
        }
    }

    // MARK: - Reading listings

    /// The host's listing, or `StayQueryError.unknownStay`.
    public func listing(_ id: StayID, host: AccountID) async throws -> HostListing {
        let logger = logger
        return try await withConnection { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            return try await Self.listing(numbered: number, on: connection, logger: logger)
        }
    }

    /// The host's listings, newest first.
    public func listings(host: AccountID) async throws -> [HostListing] {
        guard let hostNumber = CatalogIdentifiers.accountNumber(host) else { return [] }
        let logger = logger
        return try await withConnection { connection in
            let rows = try await connection.query(
                """
                SELECT stay_id FROM listings WHERE host_account = \(hostNumber)
                ORDER BY created_at DESC, stay_id DESC
                """, logger: logger)
            var numbers: [Int] = []
            for try await number in rows.decode(Int.self) { numbers.append(number) }
            var listings: [HostListing] = []
            for number in numbers {
                listings.append(try await Self.listing(numbered: number, on: connection, logger: logger))
            }
            return listings
        }
    }
}
