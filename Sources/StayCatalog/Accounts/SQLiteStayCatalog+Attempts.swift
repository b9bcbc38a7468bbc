import Foundation
import GRDB
import StaysDomain

extension SQLiteStayCatalog: AttemptRecording, CatalogReadinessChecking {
    // MARK: - AttemptRecording

    /// Decides and records in one write transaction (`AttemptLedger`), so concurrent attempts, from this process or
    /// another on the same file, are counted one after another; expired keys are forgotten on the way.
    public func recordAttempt(under keys: [AttemptKey], at now: Date) async throws -> Int? {
        try await writing { db in
            try db.execute(
                sql: "DELETE FROM attempts WHERE expires_at <= ?", arguments: [now.timeIntervalSince1970])
            var stored: [String: AttemptState] = [:]
            for key in keys {
                let sql = "SELECT count, window_start, blocked_until, expires_at FROM attempts WHERE key = ?"
                guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [key.name]) else { continue }
                stored[key.name] = AttemptState(
                    count: try row.decode(atIndex: 0),
                    windowStart: Date(timeIntervalSince1970: try row.decode(atIndex: 1)),
                    blockedUntil: Date(timeIntervalSince1970: try row.decode(atIndex: 2)),
                    expiresAt: Date(timeIntervalSince1970: try row.decode(atIndex: 3)))
            }
            switch AttemptLedger.decide(keys, stored: stored, at: now) {
            case .wait(let seconds): return seconds
            case .record(let states):
                for (key, state) in states {
                    try db.execute(
                        sql: """
                            INSERT OR REPLACE INTO attempts (key, count, window_start, blocked_until, expires_at)
                            VALUES (?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            key, state.count, state.windowStart.timeIntervalSince1970,
                            state.blockedUntil.timeIntervalSince1970, state.expiresAt.timeIntervalSince1970,
                        ])
                }
                return nil
            }
        }
    }

    /// Forgets the attempts under `key`.
    public func clearAttempts(under key: String) async throws {
        try await writing { db in try db.execute(sql: "DELETE FROM attempts WHERE key = ?", arguments: [key]) }
    }

    // MARK: - CatalogReadinessChecking

    /// Reads one row's worth from the file.
    public func checkReadiness() async throws {
        _ = try await reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM grdb_migrations") }
    }

    /// `PRAGMA quick_check`: every page and index entry readable and in order (it skips the slower cross-checks of
    /// `integrity_check`); damage, or an error reading it, is `StayCatalogError.damaged`.
    public func checkSoundness() async throws {
        let path = path
        let problems: [String]
        do {
            problems = try await pool.read { db in
                try String.fetchAll(db, sql: "PRAGMA quick_check(20)").filter { $0 != "ok" }
            }
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            throw StayCatalogError.damaged(path: path, problems: [error.message ?? "the file is not a database"])
        }
        guard problems.isEmpty else { throw StayCatalogError.damaged(path: path, problems: problems) }
    }
}
