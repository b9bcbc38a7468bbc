import Foundation
import StaysClient
import StaysDomain

/// Opens the catalogue behind a server instead of a file: searching, looking up and booking go over HTTP; what
/// only a local catalogue can do (seeding, counting, serving, the baseline bench) refuses with `RemoteUseError`.
struct RemoteStayCatalogOpener: StayCatalogOpening {
    /// The server's API.
    let api: StaysAPIClient
    /// The server, for messages.
    let server: RemoteServer

    /// The remote catalogue; `path` and `access` are not used (the server decides how it opens its own).
    func open(path: String, access: StayCatalogAccess) throws -> StayCatalogServices {
        let stays = RemoteStayCatalog(api: api)
        let refusing = LocalOnlyCatalog(server: server)
        return StayCatalogServices(
            searcher: stays, baselineSearcher: refusing, lookup: stays, reserver: stays, seeder: refusing,
            writer: refusing,
            counter: refusing, guestReserver: refusing, accountStore: refusing, attempts: refusing, calendar: refusing,
            unavailability: refusing, nightBlocker: refusing, listingEditor: refusing,
            exportTokens: refusing, reservationList: refusing, feedStore: refusing, listingPhotos: refusing,
            photoStore: refusing, rules: stays,
            readiness: refusing, close: {})
    }
}

/// The capabilities of a catalogue file, refused with one clear message when the program runs against a server.
struct LocalOnlyCatalog: StaySearching, StaySeeding, StaySeedWriting, StayCounting, GuestReserving, AccountStoring,
    AttemptRecording, CatalogReadinessChecking, StayCalendarLoading, StayUnavailabilityLoading, NightBlocking,
    ListingEditing, ListingExportTokens, StayReservationListing, FeedSubscriptionStoring, ListingPhotoStoring,
    PhotoStoring
{
    /// The server that was asked for.
    let server: RemoteServer

    private var refusal: RemoteUseError { RemoteUseError(server: server, task: "this command") }

    // MARK: - Catalogue

    func search(_ query: StayQuery) async throws -> StayResultsPage { throw refusal }
    func histogram(_ query: StayQuery, bucketCount: Int) async throws -> NightlyPriceHistogram { throw refusal }
    func seed(count: Int, seed: UInt64, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws -> StaySeedOutcome
    {
        throw refusal
    }
    func seed(stays source: any StaySeedSource, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void)
        async throws -> StaySeedOutcome
    {
        throw refusal
    }
    func stayCount() async throws -> Int { throw refusal }
    func takenNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> [CalendarDay] {
        throw refusal
    }
    func unavailableNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws -> UnavailableNights {
        throw refusal
    }
    func blockNights(of id: StayID, spans: [StayDates]) async throws -> NightBlockingOutcome { throw refusal }
    func unblockNights(of id: StayID, spans: [StayDates]) async throws -> [StayDates] { throw refusal }

    // MARK: - Hosting

    func createListing(_ draft: ListingDraft, host: AccountID, hostName: String) async throws -> HostListing {
        throw refusal
    }
    func updateListing(_ id: StayID, host: AccountID, with draft: ListingDraft) async throws -> HostListing {
        throw refusal
    }
    func setListed(_ id: StayID, host: AccountID, listed: Bool) async throws -> HostListing { throw refusal }
    func listing(_ id: StayID, host: AccountID) async throws -> HostListing { throw refusal }
    func listings(host: AccountID) async throws -> [HostListing] { throw refusal }
    func setExportTokenHash(_ hash: String, of id: StayID, host: AccountID) async throws { throw refusal }
    func listing(forExportTokenHash hash: String) async throws -> StayID? { throw refusal }
    func reservations(ofStay id: StayID, checkingOutAfter from: CalendarDay) async throws -> [HostReservation] {
        throw refusal
    }
    func addFeed(_ address: String, to id: StayID, host: AccountID, at: Date) async throws -> FeedSubscription {
        throw refusal
    }
    func removeFeed(_ feedID: Int64, of id: StayID, host: AccountID) async throws { throw refusal }
    func feeds(of id: StayID, host: AccountID) async throws -> [FeedSubscription] { throw refusal }
    func feedsDue(before: Date, limit: Int) async throws -> [FeedSubscription] { throw refusal }
    func record(_ outcome: FeedRefreshOutcome, blockedNights: [StayDates], of feedID: Int64, at: Date) async throws {
        throw refusal
    }
    func addPhoto(_ photo: PhotoID, to id: StayID, host: AccountID) async throws { throw refusal }
    func removePhoto(_ photo: PhotoID, of id: StayID, host: AccountID) async throws { throw refusal }
    func photos(of ids: [StayID]) async throws -> [StayID: [PhotoID]] { throw refusal }
    func store(_ photo: ProcessedPhoto) async throws -> PhotoID { throw refusal }
    func load(_ id: PhotoID, size: PhotoSize) async throws -> [UInt8]? { throw refusal }
    func delete(_ id: PhotoID) async throws { throw refusal }

    // MARK: - Serving guests

    func reserve(_ booking: Booking, for guest: GuestAccount, idempotencyKey: String?) async throws -> Reservation {
        throw refusal
    }
    func reservations(of guest: AccountID) async throws -> [Reservation] { throw refusal }
    func cancel(reservationID: String, of guest: AccountID, today: CalendarDay) async throws -> Reservation {
        throw refusal
    }
    func createAccount(email: String, name: String, passwordHash: String, createdAt: Date) async throws
        -> GuestAccount
    { throw refusal }
    func credentials(forEmail email: String) async throws -> StoredCredentials? { throw refusal }
    func createSession(tokenHash: String, accountID: AccountID, expiresAt: Date) async throws { throw refusal }
    func account(forTokenHash tokenHash: String, at now: Date) async throws -> GuestAccount? { throw refusal }
    func deleteSession(tokenHash: String) async throws { throw refusal }
    func recordAttempt(under keys: [AttemptKey], at now: Date) async throws -> Int? { throw refusal }
    func clearAttempts(under key: String) async throws { throw refusal }
    func checkReadiness() async throws { throw refusal }
    func checkSoundness() async throws { throw refusal }
}
