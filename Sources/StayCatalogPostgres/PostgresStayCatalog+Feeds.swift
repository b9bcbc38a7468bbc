import Foundation
import PostgresNIO
import StayCatalogCore
import StaysDomain

extension PostgresStayCatalog: FeedSubscriptionStoring {
    // MARK: - A listing's feeds

    /// Adds the feed (or finds it when the listing has it already) while holding the listing's row lock, so the
    /// count stays within `CalendarFeedImports.maximumFeeds` across instances.
    public func addFeed(_ address: String, to id: StayID, host: AccountID, at: Date) async throws -> FeedSubscription {
        let logger = logger
        return try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            let same = try await Self.feeds(
                "l.stay_id = \(number)::int4 AND l.address = \(address)", on: connection, logger: logger)
            if let found = same.first { return found }
            let counted = try await connection.query(
                "SELECT count(*)::int8 FROM listing_feeds WHERE stay_id = \(number)::int4", logger: logger)
            var count = 0
            for try await value in counted.decode(Int.self) { count = value }
            guard count < CalendarFeedImports.maximumFeeds else {
                throw FeedError.tooMany(maximum: CalendarFeedImports.maximumFeeds)
            }
            try await connection.query(
                """
                INSERT INTO listing_feeds (stay_id, address, created_at)
                VALUES (\(number)::int4, \(address), \(at.timeIntervalSince1970))
                """, logger: logger)
            return try await Self.feeds(
                "l.stay_id = \(number)::int4 AND l.address = \(address)", on: connection, logger: logger)[0]
        }
    }

    /// Deletes the feed row.
    public func removeFeed(_ feedID: Int64, of id: StayID, host: AccountID) async throws {
        let logger = logger
        try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            let deleted = try await connection.query(
                "DELETE FROM listing_feeds WHERE id = \(feedID) AND stay_id = \(number)::int4 RETURNING id",
                logger: logger)
            var found = false
            for try await _ in deleted.decode(Int64.self) { found = true }
            guard found else { throw StayQueryError.unknownStay(id) }
        }
    }

    /// The listing's feeds, oldest first.
    public func feeds(of id: StayID, host: AccountID) async throws -> [FeedSubscription] {
        let logger = logger
        return try await inTransaction { connection in
            let number = try await Self.ownedNumber(of: id, host: host, on: connection, logger: logger)
            return try await Self.feeds("l.stay_id = \(number)::int4 ORDER BY l.id", on: connection, logger: logger)
        }
    }

    /// Feeds never read or last read before `before`, least recently read first.
    public func feedsDue(before: Date, limit: Int) async throws -> [FeedSubscription] {
        let logger = logger
        return try await withConnection { connection in
            try await Self.feeds(
                """
                l.refreshed_at IS NULL OR l.refreshed_at < \(before.timeIntervalSince1970)
                ORDER BY l.refreshed_at NULLS FIRST LIMIT \(limit)
                """, on: connection, logger: logger)
        }
    }

    /// Stores the outcome, the feed's nights and the time.
    public func record(_ outcome: FeedRefreshOutcome, blockedNights: [StayDates], of feedID: Int64, at: Date)
        async throws
    {
        let (text, spans) = (try FeedOutcomeText.text(of: outcome), try FeedOutcomeText.text(of: blockedNights))
        try await execute(
            """
            UPDATE listing_feeds SET refreshed_at = \(at.timeIntervalSince1970), outcome = \(text),
                blocked_spans = \(spans) WHERE id = \(feedID)
            """)
    }

    // MARK: - Rows

    /// The feeds matching `condition` (on `listing_feeds AS l`), with their listings' ids.
    private static func feeds(_ condition: PostgresQuery, on connection: PostgresConnection, logger: Logger)
        async throws -> [FeedSubscription]
    {
        var query = PostgresQuery(
            unsafeSQL: """
                SELECT l.id, s.id, l.address, l.refreshed_at, l.outcome, l.blocked_spans
                FROM listing_feeds AS l JOIN stays AS s ON s.number = l.stay_id WHERE
                """)
        query.sql += " " + condition.sql
        query.binds = condition.binds
        let rows = try await connection.query(query, logger: logger)
            .decode((Int64, String, String, Double?, String?, String).self)
        var found: [FeedSubscription] = []
        for try await (id, stay, address, refreshed, outcome, spans) in rows {
            found.append(
                FeedSubscription(
                    id: id, stayID: StayID(stay), address: address,
                    refreshedAt: refreshed.map(Date.init(timeIntervalSince1970:)),
                    outcome: FeedOutcomeText.outcome(in: outcome), blockedNights: FeedOutcomeText.spans(in: spans)))
        }
        return found
    }
}
