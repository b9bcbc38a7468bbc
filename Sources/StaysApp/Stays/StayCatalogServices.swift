import StaysDomain

/// The stay catalogue's capabilities, opened once per run (one object may provide them all).
struct StayCatalogServices: Sendable {
    /// Searches stays and prices.
    let searcher: any StaySearching
    /// The straightforward searcher the bench compares `searcher` with.
    let baselineSearcher: any StaySearching
    /// Looks stays up.
    let lookup: any StayLookup
    /// Books and cancels.
    let reserver: any Reserving
    /// Fills the catalogue.
    let seeder: any StaySeeding
    /// Writes given listings (an import) in one transaction.
    let writer: any StaySeedWriting
    /// Counts its stays.
    let counter: any StayCounting
    /// Books on behalf of signed-in guests.
    let guestReserver: any GuestReserving
    /// Keeps accounts and sessions.
    let accountStore: any AccountStoring
    /// Counts sign-in and sign-up attempts, shared by every server on the catalogue.
    let attempts: any AttemptRecording
    /// Each stay's taken nights.
    let calendar: any StayCalendarLoading
    /// Each stay's booked and blocked nights, for a calendar feed.
    let unavailability: any StayUnavailabilityLoading
    /// Blocks nights for hosts (a calendar import).
    let nightBlocker: any NightBlocking
    /// Listings written by hosts.
    let listingEditor: any ListingEditing
    /// The hashes of listings' calendar feed tokens.
    let exportTokens: any ListingExportTokens
    /// A stay's bookings, for its host.
    let reservationList: any StayReservationListing
    /// Listings' import feeds.
    let feedStore: any FeedSubscriptionStoring
    /// Which photos each listing shows.
    let listingPhotos: any ListingPhotoStoring
    /// The photos' images (files beside a SQLite catalogue, a table of a PostgreSQL one).
    let photoStore: any PhotoStoring
    /// The rules the front ends share, with the catalogue's guest limit.
    let rules: any StayRulesLoading
    /// Answers the readiness probe.
    let readiness: any CatalogReadinessChecking
    /// Closes the catalogue cleanly (the server calls it on shutdown).
    let close: @Sendable () throws -> Void
    /// What a server runs beside it for the catalogue opened for serving (PostgreSQL's connection pool), or nil.
    var background: (@Sendable () async -> Void)? = nil
    /// What a server does before accepting requests (bringing the schema up to date); nothing by default.
    var prepare: @Sendable () async throws -> Void = {}
}

/// Opens the stay catalogue stored at a path; the catalogue wiring step registers one.
protocol StayCatalogOpening: Sendable {
    /// The catalogue at `path`: for `.writing` created and migrated when needed; for `.reading` only looked at.
    func open(path: String, access: StayCatalogAccess) throws -> StayCatalogServices
    /// The catalogue at `path` for a server, which runs its `background` and calls its `prepare` before serving.
    func openForServing(path: String) throws -> StayCatalogServices
}

extension StayCatalogOpening {
    /// By default, the catalogue opened for writing, with nothing to run beside it.
    func openForServing(path: String) throws -> StayCatalogServices {
        try open(path: path, access: .writing)
    }
}
