import Foundation

/// Other platforms' calendars blocking a listing's nights: a host adds and removes their addresses, each is read at
/// once and then on a schedule, its events' nights from today up to the booking horizon are blocked, and nights
/// bookings here hold are reported to the host, never blocked and never dropped.
public final class CalendarFeedImports: Sendable {
    /// Most feeds one listing may import.
    public static let maximumFeeds = 10
    /// How long a reading stays fresh before the schedule reads the feed again.
    public static let refreshInterval: TimeInterval = 3 * 3_600

    private let store: any FeedSubscriptionStoring
    private let fetcher: any CalendarFeedFetching
    private let reader: any CalendarFeedReading
    private let blocking: any NightBlocking
    private let today: any TodayProviding
    private let now: @Sendable () -> Date

    /// Imports over the catalogue's feeds and nights, reading with `fetcher` and `reader`.
    public init(
        store: any FeedSubscriptionStoring, fetcher: any CalendarFeedFetching, reader: any CalendarFeedReading,
        blocking: any NightBlocking, today: any TodayProviding, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.fetcher = fetcher
        self.reader = reader
        self.blocking = blocking
        self.today = today
        self.now = now
    }

    // MARK: - The host

    /// Adds the feed at `address` to the host's listing `id` and reads it now; answers it with that reading.
    public func add(_ address: String, to id: StayID, host: GuestAccount) async throws -> FeedSubscription {
        let parsed = try FeedAddress(address)
        let feed = try await store.addFeed(parsed.text, to: id, host: host.id, at: now())
        return try await refresh(feed)
    }

    /// The feeds of the host's listing `id`, oldest first.
    public func feeds(of id: StayID, host: GuestAccount) async throws -> [FeedSubscription] {
        try await store.feeds(of: id, host: host.id)
    }

    /// Reads the host's feed `feedID` of listing `id` now.
    public func refresh(_ feedID: Int64, of id: StayID, host: GuestAccount) async throws -> FeedSubscription {
        try await refresh(try await feed(feedID, of: id, host: host))
    }

    /// Stops importing the host's feed `feedID` of listing `id` and frees the nights from today on that it blocked.
    public func remove(_ feedID: Int64, of id: StayID, host: GuestAccount) async throws {
        let feed = try await feed(feedID, of: id, host: host)
        let ahead = feed.blockedNights.nightSet.filter { $0 >= today.today() }
        if !ahead.isEmpty { _ = try await blocking.unblockNights(of: id, spans: StayDates.spans(of: ahead)) }
        try await store.removeFeed(feedID, of: id, host: host.id)
    }

    /// The host's feed `feedID` of listing `id`; `unknownStay` when there is none.
    private func feed(_ feedID: Int64, of id: StayID, host: GuestAccount) async throws -> FeedSubscription {
        guard let feed = try await store.feeds(of: id, host: host.id).first(where: { $0.id == feedID }) else {
            throw StayQueryError.unknownStay(id)
        }
        return feed
    }

    // MARK: - The schedule

    /// Reads up to `limit` feeds whose last reading is older than `refreshInterval`; answers how many were read.
    @discardableResult
    public func refreshDue(limit: Int = 100) async throws -> Int {
        let due = try await store.feedsDue(before: now().addingTimeInterval(-Self.refreshInterval), limit: limit)
        for feed in due { _ = try await refresh(feed) }
        return due.count
    }

    // MARK: - Reading

    /// Reads the feed, blocks its nights inside the bookable window, frees the nights it blocked before and no
    /// longer lists, and keeps the outcome (a failure included, which changes no night).
    private func refresh(_ feed: FeedSubscription) async throws -> FeedSubscription {
        var outcome = FeedRefreshOutcome()
        var kept = feed.blockedNights
        do {
            let bytes = try await fetcher.fetch(try FeedAddress(feed.address))
            let read = try reader.nights(in: bytes)
            let requested = bookable(read.spans)
            let blocked = try await blocking.blockNights(of: feed.stayID, spans: requested)
            let (wanted, before) = (requested.nightSet, feed.blockedNights.nightSet)
            let stale = before.subtracting(wanted).filter { $0 >= today.today() }
            let freed =
                stale.isEmpty
                ? [] : try await blocking.unblockNights(of: feed.stayID, spans: StayDates.spans(of: stale))
            kept = StayDates.spans(of: before.intersection(wanted).union(blocked.newlyBlocked.nightSet))
            outcome = FeedRefreshOutcome(
                newlyBlocked: blocked.newlyBlocked.nightCount, alreadyBlocked: blocked.alreadyBlocked.nightCount,
                freed: freed.nightCount, collidingWithBookings: blocked.collidingWithBookings,
                rejectedEvents: read.rejected)
        } catch let error as StayQueryError {
            throw error
        } catch {
            outcome = FeedRefreshOutcome(failure: String(describing: error))
        }
        let at = now()
        try await store.record(outcome, blockedNights: kept, of: feed.id, at: at)
        return FeedSubscription(
            id: feed.id, stayID: feed.stayID, address: feed.address, refreshedAt: at, outcome: outcome,
            blockedNights: kept)
    }

    /// The spans cut to the nights guests can book: from today up to the booking horizon.
    private func bookable(_ spans: [StayDates]) -> [StayDates] {
        let first = today.today()
        guard let window = try? StayDates(checkIn: first, checkOut: first.adding(days: StayRules.bookingHorizonDays))
        else { return [] }
        return spans.compactMap { $0.intersection(window) }
    }
}
