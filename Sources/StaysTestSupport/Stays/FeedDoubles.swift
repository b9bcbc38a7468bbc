import Foundation
import StaysDomain
import Synchronization

/// Feeds kept in memory for one host's listing `stay:host-1` (any other listing or host is `unknownStay`), with
/// every recorded outcome.
public final class FeedStoreSpy: FeedSubscriptionStoring {
    private let feeds = Mutex<[FeedSubscription]>([])
    private let host: AccountID

    /// A store whose one listing belongs to `host`.
    public init(host: AccountID) { self.host = host }

    /// The feeds now.
    public var stored: [FeedSubscription] { feeds.withLock { $0 } }

    /// Adds the feed.
    public func addFeed(_ address: String, to id: StayID, host: AccountID, at: Date) async throws -> FeedSubscription {
        try own(id, host)
        return feeds.withLock { feeds in
            let feed = FeedSubscription(
                id: Int64(feeds.count + 1), stayID: id, address: address, refreshedAt: nil, outcome: nil)
            feeds.append(feed)
            return feed
        }
    }

    /// Removes the feed.
    public func removeFeed(_ feedID: Int64, of id: StayID, host: AccountID) async throws {
        try own(id, host)
        feeds.withLock { $0.removeAll { $0.id == feedID } }
    }

    /// The listing's feeds.
    public func feeds(of id: StayID, host: AccountID) async throws -> [FeedSubscription] {
        try own(id, host)
        return stored
    }

    /// Feeds never read or read before `before`.
    public func feedsDue(before: Date, limit: Int) async throws -> [FeedSubscription] {
        Array(stored.filter { ($0.refreshedAt ?? .distantPast) < before }.prefix(limit))
    }

    /// Keeps the outcome and the nights.
    public func record(_ outcome: FeedRefreshOutcome, blockedNights: [StayDates], of feedID: Int64, at: Date)
        async throws
    {
        feeds.withLock { feeds in
            feeds = feeds.map {
                $0.id == feedID
                    ? FeedSubscription(
                        id: $0.id, stayID: $0.stayID, address: $0.address, refreshedAt: at, outcome: outcome,
                        blockedNights: blockedNights)
                    : $0
            }
        }
    }

    private func own(_ id: StayID, _ host: AccountID) throws {
        guard id == "stay:host-1", host == self.host else { throw StayQueryError.unknownStay(id) }
    }
}

/// Answers every fetch with fixed bytes, or fails with `error`; records the addresses.
public final class FeedFetcherStub: CalendarFeedFetching {
    private let result: Result<[UInt8], FeedError>
    private let asked = Mutex<[String]>([])

    /// A stub answering `result`.
    public init(result: Result<[UInt8], FeedError>) { self.result = result }

    /// The addresses fetched, oldest first.
    public var fetchedAddresses: [String] { asked.withLock { $0 } }

    /// The fixed answer.
    public func fetch(_ address: FeedAddress) async throws -> [UInt8] {
        asked.withLock { $0.append(address.text) }
        return try result.get()
    }
}

/// Reads any bytes as fixed spans and a count of skipped events.
public struct FeedReaderStub: CalendarFeedReading {
    private let spans: [StayDates]
    private let rejected: Int

    /// A reader answering `spans` and `rejected`.
    public init(spans: [StayDates], rejected: Int = 0) {
        self.spans = spans
        self.rejected = rejected
    }

    /// The fixed spans.
    public func nights(in bytes: [UInt8]) throws -> (spans: [StayDates], rejected: Int) { (spans, rejected) }
}

/// Reads any bytes as the spans it was last told, so a test can change what a feed lists between readings.
public final class ChangingFeedReader: CalendarFeedReading {
    private let current = Mutex<[StayDates]>([])

    /// A reader listing nothing until told.
    public init() {}

    /// Lists `spans` from now on.
    public func list(_ spans: [StayDates]) { current.withLock { $0 = spans } }

    /// The spans last told.
    public func nights(in bytes: [UInt8]) throws -> (spans: [StayDates], rejected: Int) {
        (current.withLock { $0 }, 0)
    }
}
