import Foundation

/// A catalogue's import feeds of listings.
public protocol FeedSubscriptionStoring: Sendable {
    /// Adds a feed to the host's listing `id`; throws `unknownStay` for a listing that is not the host's and
    /// `FeedError.tooMany` past `CalendarFeedImports.maximumFeeds`; the same address again answers the feed there.
    func addFeed(_ address: String, to id: StayID, host: AccountID, at: Date) async throws -> FeedSubscription
    /// Removes the feed `feedID` of the host's listing `id`; `unknownStay` when the listing is not the host's or
    /// has no such feed.
    func removeFeed(_ feedID: Int64, of id: StayID, host: AccountID) async throws
    /// The feeds of the host's listing `id`, oldest first.
    func feeds(of id: StayID, host: AccountID) async throws -> [FeedSubscription]
    /// Up to `limit` feeds of any listing last read before `before` (or never), least recently read first.
    func feedsDue(before: Date, limit: Int) async throws -> [FeedSubscription]
    /// Keeps how reading feed `feedID` went and which nights it has blocked now.
    func record(_ outcome: FeedRefreshOutcome, blockedNights: [StayDates], of feedID: Int64, at: Date) async throws
}

/// Reads a feed's bytes from its address, refusing private addresses and large answers.
public protocol CalendarFeedFetching: Sendable {
    /// The feed's bytes, or an error saying why not (in words a host can read).
    func fetch(_ address: FeedAddress) async throws -> [UInt8]
}

/// Turns a feed's bytes into the nights its events hold.
public protocol CalendarFeedReading: Sendable {
    /// The spans of the events and how many events were skipped; throws when the file is no calendar.
    func nights(in bytes: [UInt8]) throws -> (spans: [StayDates], rejected: Int)
}

/// Why a feed cannot be added or read.
public enum FeedError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The listing has as many feeds as it may.
    case tooMany(maximum: Int)
    /// The address names a host on a private, loopback or otherwise non-public network.
    case privateAddress(String)
    /// The host name does not resolve.
    case unknownHost(String)
    /// The answer was larger than the limit.
    case tooLarge(limit: Int)
    /// The server answered with an error status.
    case status(Int)
    /// The server did not answer in time.
    case timedOut
    /// Too many redirects, or one to an address that is not http(s).
    case badRedirect

    /// The reason in words.
    public var description: String {
        switch self {
        case .tooMany(let maximum): "a listing can import at most \(maximum) calendars"
        case .privateAddress(let host): "\(host) is not a public internet address"
        case .unknownHost(let host): "\(host) could not be found"
        case .tooLarge(let limit): "the calendar is larger than \(limit / 1_048_576) MB"
        case .status(let code): "the calendar's server answered \(code)"
        case .timedOut: "the calendar's server did not answer in time"
        case .badRedirect: "the calendar's address redirects too often or away from http(s)"
        }
    }
}
