/// What a host does with their own listings: every step first finds the listing among the host's, so another host's
/// listing answers as one that does not exist. A class: as a struct holding five existentials, the Swift 6.3 optimiser
/// crashed splitting the async route handlers that copy it (release builds).
public final class HostListings: Sendable {
    /// Farthest a listing's pin may lie from the place it is listed under, in kilometres.
    public static let farthestPinKilometres = 100.0

    private let editor: any ListingEditing
    private let blocking: any NightBlocking
    private let unavailability: any StayUnavailabilityLoading
    private let places: any PlaceLookup
    private let currencies: CountryCurrencies?
    private let bookings: (any StayReservationListing)?

    /// Acts through the catalogue's listing, blocking and calendar roles, checking places with `places` and, when
    /// `currencies` is given, that prices are in the place's own currency; `bookings` lists a listing's bookings.
    public init(
        editor: any ListingEditing, blocking: any NightBlocking, unavailability: any StayUnavailabilityLoading,
        places: any PlaceLookup, currencies: CountryCurrencies? = nil, bookings: (any StayReservationListing)? = nil
    ) {
        self.editor = editor
        self.blocking = blocking
        self.unavailability = unavailability
        self.places = places
        self.currencies = currencies
        self.bookings = bookings
    }

    /// The currency listings under `placeID` are priced in, nil when its country's currency is unknown; an unknown
    /// place is a `placeId` error.
    public func localCurrency(of placeID: PlaceID) async throws -> Currency? {
        currencies?.currency(ofCountry: try await place(placeID).countryCode)
    }

    // MARK: - Listings

    /// Lists a new place for `host`, shown as hosted by their first name.
    public func create(_ draft: ListingDraft, host: GuestAccount) async throws -> HostListing {
        let checked = try await checked(draft)
        return try await editor.createListing(checked, host: host.id, hostName: host.name.firstName)
    }

    /// Replaces the host's listing `id` with `draft`.
    public func update(_ id: StayID, with draft: ListingDraft, host: GuestAccount) async throws -> HostListing {
        try await editor.updateListing(id, host: host.id, with: try await checked(draft))
    }

    /// Lists or unlists the host's listing `id`.
    public func setListed(_ id: StayID, listed: Bool, host: GuestAccount) async throws -> HostListing {
        try await editor.setListed(id, host: host.id, listed: listed)
    }

    /// The host's listing `id`.
    public func listing(_ id: StayID, host: GuestAccount) async throws -> HostListing {
        try await editor.listing(id, host: host.id)
    }

    /// Every listing of the host, newest first.
    public func listings(host: GuestAccount) async throws -> [HostListing] {
        try await editor.listings(host: host.id)
    }

    // MARK: - Nights

    /// Blocks the free nights of `spans` of the host's listing `id`; booked nights are reported, never blocked.
    public func block(_ spans: [StayDates], of id: StayID, host: GuestAccount) async throws -> NightBlockingOutcome {
        try await requireOwnListing(id, host: host)
        return try await blocking.blockNights(of: id, spans: spans)
    }

    /// Frees the blocked nights of `spans` of the host's listing `id`; returns the nights freed.
    public func unblock(_ spans: [StayDates], of id: StayID, host: GuestAccount) async throws -> [StayDates] {
        try await requireOwnListing(id, host: host)
        return try await blocking.unblockNights(of: id, spans: spans)
    }

    /// The booked and blocked nights of the host's listing `id` from `from` up to `to`.
    public func calendar(of id: StayID, from: CalendarDay, to: CalendarDay, host: GuestAccount) async throws
        -> UnavailableNights
    {
        try await requireOwnListing(id, host: host)
        return try await unavailability.unavailableNights(of: id, from: from, to: to)
    }

    /// The bookings of the host's listing `id` that end after `from` (none when no booking list was given).
    public func reservations(of id: StayID, from: CalendarDay, host: GuestAccount) async throws -> [HostReservation] {
        try await requireOwnListing(id, host: host)
        return try await bookings?.reservations(ofStay: id, checkingOutAfter: from) ?? []
    }

    // MARK: - Checking

    /// Throws `unknownStay` unless `id` is one of the host's listings.
    private func requireOwnListing(_ id: StayID, host: GuestAccount) async throws {
        _ = try await editor.listing(id, host: host.id)
    }

    /// The draft checked, its place known and its pin near that place.
    private func checked(_ draft: ListingDraft) async throws -> ListingDraft {
        let checked = try draft.checked()
        let place = try await place(checked.placeID)
        guard place.coordinate.distanceKilometres(to: checked.coordinate) <= Self.farthestPinKilometres else {
            throw ListingDraftError(field: "coordinate", requirement: "within 100 km of the chosen place")
        }
        if let local = currencies?.currency(ofCountry: place.countryCode), local.code != checked.nightlyPrice.currency {
            throw ListingDraftError(field: "currency", requirement: "\(local.code), the currency where the place is")
        }
        return checked
    }

    /// The place a listing is under, or a `placeId` error.
    private func place(_ id: PlaceID) async throws -> Place {
        guard let place = try await places.place(withID: id, language: nil) else {
            throw ListingDraftError(field: "placeId", requirement: "a place from the place search")
        }
        return place
    }
}
