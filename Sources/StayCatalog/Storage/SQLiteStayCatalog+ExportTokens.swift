import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: ListingExportTokens {
    // MARK: - Feed tokens

    /// Stores the hash in the host's listing row, in one durable transaction.
    public func setExportTokenHash(_ hash: String, of id: StayID, host: AccountID) async throws {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            try db.execute(
                sql: "UPDATE listings SET export_token_hash = ? WHERE stay_id = ?", arguments: [hash, number])
        }
    }

    /// The listing whose row holds the hash.
    public func listing(forExportTokenHash hash: String) async throws -> StayID? {
        let sql = """
            SELECT s.id FROM listings AS l JOIN stays AS s ON s.number = l.stay_id WHERE l.export_token_hash = ?
            """
        let id: String? = try await reading { db in try String.fetchOne(db, sql: sql, arguments: [hash]) }
        return id.map { StayID($0) }
    }
}
