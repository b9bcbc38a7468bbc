/// A catalogue's listings written by hosts: each call acts only on the host's own listings, and another host's
/// listing answers exactly as a listing that does not exist (`StayQueryError.unknownStay`).
public protocol ListingEditing: Sendable {
    /// Stores a checked draft as a new listed stay of `host`, shown as hosted by `hostName`, searchable at once.
    func createListing(_ draft: ListingDraft, host: AccountID, hostName: String) async throws -> HostListing
    /// Replaces the listing's draft; its bookings, blocked nights, reviews and listed state stay.
    func updateListing(_ id: StayID, host: AccountID, with draft: ListingDraft) async throws -> HostListing
    /// Lists (guests can find and book it) or unlists (they cannot; its bookings stand) the listing.
    func setListed(_ id: StayID, host: AccountID, listed: Bool) async throws -> HostListing
    /// The host's listing `id`.
    func listing(_ id: StayID, host: AccountID) async throws -> HostListing
    /// Every listing of the host, newest first.
    func listings(host: AccountID) async throws -> [HostListing]
}
