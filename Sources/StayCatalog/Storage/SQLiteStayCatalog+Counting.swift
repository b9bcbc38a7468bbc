import GRDB
import StaysDomain

extension SQLiteStayCatalog: StayCounting {
    // MARK: - Counting

    /// How many stays the catalogue holds.
    public func stayCount() async throws -> Int {
        try await reading { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM stays") ?? 0
        }
    }
}

extension SQLiteStayCatalog {
    // MARK: - Checking

    /// What SQLite's `PRAGMA integrity_check` finds wrong with the file; empty when the file is sound.
    public func integrityProblems() async throws -> [String] {
        try await reading { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").filter { $0 != "ok" } }
    }
}
