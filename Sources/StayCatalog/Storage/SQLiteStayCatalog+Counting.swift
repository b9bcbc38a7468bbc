import GRDB
import StaysDomain

extension SQLiteStayCatalog: StayCounting {
    // MARK: - Counting

    /// How many stays the catalogue holds.
    public func stayCount() async throws -> Int {
        try await pool.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stays") ?? 0
        }
    }
}
