import GRDB

/// The record of a seeding under way, committed before its stays are written and deleted in the transaction that
/// commits them: finding one at the start of a seeding means an earlier one was killed before it finished. The table
/// is made on first use (read-only openings never need it).
enum SeedAttempt {
    // MARK: - Recording

    /// Records a seeding of `count` stays; returns the size of an unfinished earlier one, if any.
    static func begin(count: Int, in db: Database) throws -> Int? {
        try db.execute(
            sql: "CREATE TABLE IF NOT EXISTS seed_attempts (count INTEGER NOT NULL, started_at REAL NOT NULL)")
        let earlier = try Int?.fetchOne(db, sql: "SELECT MAX(count) FROM seed_attempts")
        try db.execute(sql: "DELETE FROM seed_attempts")
        try db.execute(sql: "INSERT INTO seed_attempts VALUES (?, julianday('now'))", arguments: [count])
        return earlier ?? nil
    }

    /// Clears the record, inside the transaction that writes the stays.
    static func finish(in db: Database) throws {
        try db.execute(sql: "DELETE FROM seed_attempts")
    }
}
