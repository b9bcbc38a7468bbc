import Foundation
import StaysDomain

/// Consecutive nights on the wire: from check-in up to, not including, check-out, `YYYY-MM-DD`.
public struct NightSpanItem: Codable, Sendable, Equatable {
    /// The first night.
    public let checkin: String
    /// The morning after the last night.
    public let checkout: String

    /// The span of `dates`.
    public init(_ dates: StayDates) {
        checkin = dates.checkIn.iso8601
        checkout = dates.checkOut.iso8601
    }

    /// Spans of `dates`, in order.
    public static func items(_ spans: [StayDates]) -> [NightSpanItem] { spans.map(NightSpanItem.init) }
}

/// `POST /api/v1/host/listings/{id}/calendar/block` and `…/unblock`: the nights to block or free.
public struct NightSpansBody: Codable, Sendable, Equatable {
    /// Most spans one request may carry.
    public static let maximumSpans = 100
    /// The spans.
    public let spans: [NightSpanItem]

    /// A body of spans.
    public init(spans: [StayDates]) { self.spans = NightSpanItem.items(spans) }
}

/// `GET /api/v1/host/listings/{id}/calendar`: the listing's booked and blocked nights in a window.
public struct HostCalendarResponse: Codable, Sendable, Equatable {
    /// Nights confirmed bookings hold.
    public let booked: [NightSpanItem]
    /// Nights the host blocked.
    public let blocked: [NightSpanItem]

    /// The wire form of `nights`.
    public init(_ nights: UnavailableNights) {
        booked = NightSpanItem.items(nights.booked)
        blocked = NightSpanItem.items(nights.blocked)
    }
}

/// The answer to a block: what was blocked now, what was blocked before, and booked nights left to their bookings.
public struct NightBlockingResponse: Codable, Sendable, Equatable {
    /// Nights blocked by this request.
    public let newlyBlocked: [NightSpanItem]
    /// Nights that were blocked already.
    public let alreadyBlocked: [NightSpanItem]
    /// Nights a booking holds: not blocked, the booking stands.
    public let collidingWithBookings: [NightSpanItem]

    /// The wire form of `outcome`.
    public init(_ outcome: NightBlockingOutcome) {
        newlyBlocked = NightSpanItem.items(outcome.newlyBlocked)
        alreadyBlocked = NightSpanItem.items(outcome.alreadyBlocked)
        collidingWithBookings = NightSpanItem.items(outcome.collidingWithBookings)
    }
}

/// The answer to an unblock: the nights freed.
public struct NightUnblockingResponse: Codable, Sendable, Equatable {
    /// Nights that were blocked and are free now.
    public let unblocked: [NightSpanItem]

    /// The wire form of the freed spans.
    public init(unblocked: [StayDates]) { self.unblocked = NightSpanItem.items(unblocked) }
}

/// The answer to a new calendar feed: where other platforms read it (below this server), shown this once.
public struct CalendarFeedResponse: Codable, Sendable, Equatable {
    /// The feed's path, `/calendars/<token>.ics`.
    public let path: String

    /// The path of the feed with `token`.
    public init(token: String) { path = "/calendars/\(token).ics" }
}

/// `GET /api/v1/host/listings/{id}/reservations`: the listing's bookings from today on, by check-in.
public struct HostReservationList: Codable, Sendable, Equatable {
    /// One booking as its host sees it.
    public struct Item: Codable, Sendable, Equatable {
        /// The reservation's id.
        public let id: String
        /// Check-in day.
        public let checkin: String
        /// Check-out day.
        public let checkout: String
        /// The first word of the guest's name.
        public let guestFirstName: String
        /// Who comes.
        public let guests: GuestCounts
        /// `confirmed` or `cancelled`.
        public let status: String
    }

    /// The bookings.
    public let reservations: [Item]

    /// The wire form of `reservations`.
    public init(_ reservations: [HostReservation]) {
        self.reservations = reservations.map {
            Item(
                id: $0.id, checkin: $0.dates.checkIn.iso8601, checkout: $0.dates.checkOut.iso8601,
                guestFirstName: $0.guestFirstName, guests: $0.guests, status: $0.isCancelled ? "cancelled" : "confirmed"
            )
        }
    }
}

/// `POST /api/v1/host/listings/{id}/feeds`: another platform's calendar address.
public struct FeedBody: Codable, Sendable, Equatable {
    /// The address, `http(s)://…`.
    public let url: String

    /// A body.
    public init(url: String) { self.url = url }
}

/// An import feed on the wire: its address and how its last reading went.
public struct FeedItem: Codable, Sendable, Equatable {
    /// How the last reading went.
    public struct Outcome: Codable, Sendable, Equatable {
        /// Nights blocked by it.
        public let newlyBlocked: Int
        /// Nights that were blocked already.
        public let alreadyBlocked: Int
        /// Nights it had blocked that it no longer lists, free again.
        public let freed: Int
        /// Nights the feed wants blocked that bookings here hold: a double booking to settle.
        public let collidingWithBookings: [NightSpanItem]
        /// Events skipped.
        public let rejectedEvents: Int
        /// Why the feed could not be read, absent when it was.
        public let failure: String?
    }

    /// The feed's number.
    public let id: Int64
    /// Where it is read.
    public let url: String
    /// When it was last read (ISO 8601, UTC), absent before the first time.
    public let refreshedAt: String?
    /// The last reading, absent before the first time.
    public let outcome: Outcome?

    /// The wire form of `feed`.
    public init(_ feed: FeedSubscription) {
        id = feed.id
        url = feed.address
        refreshedAt = feed.refreshedAt.map { ISO8601DateFormatter().string(from: $0) }
        outcome = feed.outcome.map {
            Outcome(
                newlyBlocked: $0.newlyBlocked, alreadyBlocked: $0.alreadyBlocked, freed: $0.freed,
                collidingWithBookings: NightSpanItem.items($0.collidingWithBookings), rejectedEvents: $0.rejectedEvents,
                failure: $0.failure)
        }
    }
}

/// `GET /api/v1/host/listings/{id}/feeds`.
public struct FeedList: Codable, Sendable, Equatable {
    /// The feeds, oldest first.
    public let feeds: [FeedItem]

    /// The list.
    public init(_ feeds: [FeedSubscription]) { self.feeds = feeds.map(FeedItem.init) }
}
