import PostgresNIO
import StaysDomain

extension PostgresStayCatalog: ListingExportTokens {
    // MARK: - Feed tokens

    /// Stores the hash in the host's listing row.
    public func setExportTokenHash(_ hash: String, of id: StayID, host: AccountID) async throws {
        let logger = logger
        try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            try await connection.query(
                "UPDATE listings SET export_token_hash = \(hash) WHERE stay_id = \(number)::int4", logger: logger)
        }
    }

    /// The listing whose row holds the hash.
    public func listing(forExportTokenHash hash: String) async throws -> StayID? {
        let logger = logger
        return try await withConnection { connection in
            let rows = try await connection.query(
                """
                SELECT s.id FROM listings AS l JOIN stays AS s ON s.number = l.stay_id
                WHERE l.export_token_hash = \(hash)
                """, logger: logger)
            for try await id in rows.decode(String.self) { return StayID(id) }
            return nil
        }
    }
}
