import Foundation
import GRDB
import StayCatalogCore
import StaysDomain

extension SQLiteStayCatalog: FeedSubscriptionStoring {
    // MARK: - A listing's feeds

    /// Adds the feed (or finds it when the listing has it already), refusing past `CalendarFeedImports.maximumFeeds`.
    public func addFeed(_ address: String, to id: StayID, host: AccountID, at: Date) async throws -> FeedSubscription {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        return try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            if let found = try Self.feeds(sql: "stay_id = ? AND address = ?", [number, address], db).first {
                return found
            }
            let count = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM listing_feeds WHERE stay_id = ?", arguments: [number])
            guard (count ?? 0) < CalendarFeedImports.maximumFeeds else {
                throw FeedError.tooMany(maximum: CalendarFeedImports.maximumFeeds)
            }
            try db.execute(
                sql: "INSERT INTO listing_feeds (stay_id, address, created_at) VALUES (?, ?, ?)",
                arguments: [number, address, at.timeIntervalSince1970])
            return try Self.feeds(sql: "l.id = ?", [db.lastInsertedRowID], db)[0]
        }
    }

    /// Deletes the feed row.
    public func removeFeed(_ feedID: Int64, of id: StayID, host: AccountID) async throws {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        try await durably { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            try db.execute(sql: "DELETE FROM listing_feeds WHERE id = ? AND stay_id = ?", arguments: [feedID, number])
            guard db.changesCount == 1 else { throw StayQueryError.unknownStay(id) }
        }
    }

    /// The listing's feeds, oldest first.
    public func feeds(of id: StayID, host: AccountID) async throws -> [FeedSubscription] {
        let hostNumber = try Self.hostNumber(of: host, else: id)
        return try await reading { db in
            let number = try Self.ownedNumber(of: id, host: hostNumber, in: db)
            return try Self.feeds(sql: "l.stay_id = ? ORDER BY l.id", [number], db)
        }
    }

    /// Feeds never read or last read before `before`, least recently read first.
    public func feedsDue(before: Date, limit: Int) async throws -> [FeedSubscription] {
        try await reading { db in
            try Self.feeds(
                sql:
                    "l.refreshed_at IS NULL OR l.refreshed_at < ? ORDER BY l.refreshed_at IS NOT NULL, l.refreshed_at LIMIT ?",
                [before.timeIntervalSince1970, limit], db)
        }
    }

    /// Stores the outcome, the feed's nights and the time.
    public func record(_ outcome: FeedRefreshOutcome, blockedNights: [StayDates], of feedID: Int64, at: Date)
        async throws
    {
        let (text, spans) = (try FeedOutcomeText.text(of: outcome), try FeedOutcomeText.text(of: blockedNights))
        try await durably { db in
            try db.execute(
                sql: "UPDATE listing_feeds SET refreshed_at = ?, outcome = ?, blocked_spans = ? WHERE id = ?",
                arguments: [at.timeIntervalSince1970, text, spans, feedID])
        }
    }

    // MARK: - Rows

    /// The feeds matching `condition` (on `listing_feeds AS l`), with their listings' ids.
    private static func feeds(sql condition: String, _ arguments: StatementArguments, _ db: Database) throws
        -> [FeedSubscription]
    {
        try Row.fetchAll(
            db,
            sql: """
                SELECT l.id, s.id, l.address, l.refreshed_at, l.outcome, l.blocked_spans
                FROM listing_feeds AS l JOIN stays AS s ON s.number = l.stay_id WHERE \(condition)
                """, arguments: arguments
        ).map { row in
            FeedSubscription(
                id: try row.decode(atIndex: 0), stayID: StayID(try row.decode(String.self, atIndex: 1)),
                address: try row.decode(atIndex: 2),
                refreshedAt: try row.decode(Double?.self, atIndex: 3).map(Date.init(timeIntervalSince1970:)),
                outcome: FeedOutcomeText.outcome(in: try row.decode(atIndex: 4)),
                blockedNights: FeedOutcomeText.spans(in: try row.decode(atIndex: 5)))
        }
    }
}
