import Foundation
import PostgresNIO
import StaysDomain

extension PostgresStayCatalog: AttemptRecording, CatalogReadinessChecking {
    // MARK: - AttemptRecording

    /// Decides and records in one transaction holding an advisory lock per key (taken in name order), so concurrent
    /// attempts on every instance are counted one after another (`AttemptLedger`); expired keys are forgotten.
    public func recordAttempt(under keys: [AttemptKey], at now: Date) async throws -> Int? {
        let logger = logger
        let moment = now.timeIntervalSince1970
        return try await inTransaction { connection in
            for name in keys.map(\.name).sorted() {
                try await connection.query("SELECT pg_advisory_xact_lock(hashtextextended(\(name), 7))", logger: logger)
            }
            try await connection.query("DELETE FROM attempts WHERE expires_at <= \(moment)", logger: logger)
            var stored: [String: AttemptState] = [:]
            for key in keys {
                let rows = try await connection.query(
                    "SELECT count, window_start, blocked_until, expires_at FROM attempts WHERE key = \(key.name)",
                    logger: logger
                ).decode((Int, Double, Double, Double).self)
                for try await (count, start, blocked, expires) in rows {
                    stored[key.name] = AttemptState(
                        count: count, windowStart: Date(timeIntervalSince1970: start),
                        blockedUntil: Date(timeIntervalSince1970: blocked),
                        expiresAt: Date(timeIntervalSince1970: expires))
                }
            }
            switch AttemptLedger.decide(keys, stored: stored, at: now) {
            case .wait(let seconds): return seconds
            case .record(let states):
                for (key, state) in states {
                    try await connection.query(
                        """
                        INSERT INTO attempts (key, count, window_start, blocked_until, expires_at)
                        VALUES (\(key), \(state.count), \(state.windowStart.timeIntervalSince1970),
                            \(state.blockedUntil.timeIntervalSince1970), \(state.expiresAt.timeIntervalSince1970))
                        ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start,
                            blocked_until = excluded.blocked_until, expires_at = excluded.expires_at
                        """, logger: logger)
                }
                return nil
            }
        }
    }

    /// Forgets the attempts under `key`.
    public func clearAttempts(under key: String) async throws {
        try await execute("DELETE FROM attempts WHERE key = \(key)")
    }

    // MARK: - CatalogReadinessChecking

    /// Runs a trivial statement on a pooled connection (within the lease timeout).
    public func checkReadiness() async throws {
        try await execute("SELECT 1")
    }

    /// PostgreSQL checks its own pages (checksums, WAL replay); the catalogue only needs to answer.
    public func checkSoundness() async throws {
        try await checkReadiness()
    }
}
