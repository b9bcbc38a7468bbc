import Foundation
import StaysDomain
import StaysWire

/// The signed-in account's listings on a Stays server: the host's steps of `HostListings`, the session deciding
/// whose listings they are; refusals come back as the domain's errors (`ListingDraftError`, `StayQueryError`).
public struct RemoteHostListings: Sendable {
    private let api: StaysAPIClient

    /// Host calls over the API.
    public init(api: StaysAPIClient) {
        self.api = api
    }

    // MARK: - Listings

    /// `GET /host/listings`: the host's listings, newest first.
    public func listings() async throws -> [HostListingItem] {
        try await api.get(.hostListings, as: HostListingList.self).listings
    }

    /// `POST /host/listings`: a new listing, priced in the place's currency when `currency` is left out.
    public func create(_ listing: ListingBody) async throws -> HostListingItem {
        try await api.post(APIOperation.createListing.apiPath(), body: listing, as: HostListingItem.self)
    }

    /// `PUT /host/listings/{id}`: the listing replaced.
    public func update(_ id: StayID, with listing: ListingBody) async throws -> HostListingItem {
        try await api.put(Self.path(.updateListing, id), body: listing, as: HostListingItem.self)
    }

    /// `POST /host/listings/{id}/unlist|relist`.
    public func setListed(_ id: StayID, listed: Bool) async throws -> HostListingItem {
        try await api.post(
            Self.path(listed ? .relistListing : .unlistListing, id), body: [String: String](), as: HostListingItem.self)
    }

    // MARK: - Nights

    /// `POST /host/listings/{id}/calendar/block`.
    public func block(_ spans: [StayDates], of id: StayID) async throws -> NightBlockingResponse {
        try await api.post(
            Self.path(.blockNights, id), body: NightSpansBody(spans: spans), as: NightBlockingResponse.self)
    }

    /// `POST /host/listings/{id}/calendar/unblock`.
    public func unblock(_ spans: [StayDates], of id: StayID) async throws -> NightUnblockingResponse {
        try await api.post(
            Self.path(.unblockNights, id), body: NightSpansBody(spans: spans), as: NightUnblockingResponse.self)
    }

    /// `GET /host/listings/{id}/reservations`: the bookings ending after today.
    public func reservations(of id: StayID) async throws -> HostReservationList {
        try await api.get(Self.path(.hostReservations, id), as: HostReservationList.self)
    }

    /// `POST /host/listings/{id}/calendar/feed`: a new secret feed address (the old one stops working).
    public func replaceCalendarFeed(of id: StayID) async throws -> CalendarFeedResponse {
        try await api.post(Self.path(.replaceCalendarFeed, id), body: [String: String](), as: CalendarFeedResponse.self)
    }

    // MARK: - Imported calendars and photos

    /// `GET /host/listings/{id}/feeds`: the other platforms' calendars the listing imports.
    public func feeds(of id: StayID) async throws -> [FeedItem] {
        try await api.get(Self.path(.importFeeds, id), as: FeedList.self).feeds
    }

    /// `POST /host/listings/{id}/feeds`: imports the calendar at `url`, read at once.
    public func addFeed(_ url: String, to id: StayID) async throws -> FeedItem {
        try await api.post(Self.path(.addImportFeed, id), body: FeedBody(url: url), as: FeedItem.self)
    }

    /// `DELETE /host/listings/{id}/feeds/{feed}`: stops importing it and frees the nights it blocked.
    public func removeFeed(_ feed: Int64, of id: StayID) async throws {
        try await api.delete(Self.path(.importFeeds, id) + "/\(feed)")
    }

    /// `POST /host/listings/{id}/photos`: adds the image (JPEG, PNG or WebP) last.
    public func uploadPhoto(_ bytes: [UInt8], contentType: String, to id: StayID) async throws -> PhotoItem {
        try await api.post(Self.path(.uploadPhoto, id), bytes: bytes, contentType: contentType, as: PhotoItem.self)
    }

    /// The path of `operation` for listing `id`, percent-encoded.
    private static func path(_ operation: APIOperation, _ id: StayID) -> String {
        operation.apiPath(id: APIQueryItem.percentEncoded(id.rawValue))
    }
}
