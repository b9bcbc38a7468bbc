import Foundation

/// A calendar another platform publishes, which blocks a listing's nights here: its address and how its last
/// refresh went.
public struct FeedSubscription: Hashable, Sendable {
    /// Its number in the catalogue.
    public let id: Int64
    /// The listing it blocks nights of.
    public let stayID: StayID
    /// Where it is read.
    public let address: String
    /// When it was last read, nil before the first time.
    public let refreshedAt: Date?
    /// What the last reading did, nil before the first time.
    public let outcome: FeedRefreshOutcome?
    /// The nights this feed blocked (they were free): freed again when the feed stops listing them or is removed.
    public let blockedNights: [StayDates]

    /// A subscription.
    public init(
        id: Int64, stayID: StayID, address: String, refreshedAt: Date?, outcome: FeedRefreshOutcome?,
        blockedNights: [StayDates] = []
    ) {
        self.id = id
        self.stayID = stayID
        self.address = address
        self.refreshedAt = refreshedAt
        self.outcome = outcome
        self.blockedNights = blockedNights
    }
}

/// What reading a feed did: nights blocked now and before, nights its events share with bookings here (shown to the
/// host, never blocked, never dropped), events it could not read, or why it could not be read at all.
public struct FeedRefreshOutcome: Hashable, Sendable, Codable {
    /// Nights blocked by this reading.
    public let newlyBlocked: Int
    /// Nights that were blocked already.
    public let alreadyBlocked: Int
    /// Nights this feed had blocked that it no longer lists, free again.
    public let freed: Int
    /// Spans the feed wants blocked that bookings here hold: a double booking for the host to settle.
    public let collidingWithBookings: [StayDates]
    /// Events skipped (repeating, cancelled, unreadable dates).
    public let rejectedEvents: Int
    /// Why the feed could not be read, or nil when it was.
    public let failure: String?

    /// An outcome.
    public init(
        newlyBlocked: Int = 0, alreadyBlocked: Int = 0, freed: Int = 0, collidingWithBookings: [StayDates] = [],
        rejectedEvents: Int = 0, failure: String? = nil
    ) {
        self.newlyBlocked = newlyBlocked
        self.alreadyBlocked = alreadyBlocked
        self.freed = freed
        self.collidingWithBookings = collidingWithBookings
        self.rejectedEvents = rejectedEvents
        self.failure = failure
    }
}
