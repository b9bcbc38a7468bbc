/// A catalogue's secret calendar-feed tokens, one per listing, kept as hashes only.
public protocol ListingExportTokens: Sendable {
    /// Replaces the hash of the host's listing `id`'s feed token (the old token stops working at once); throws
    /// `StayQueryError.unknownStay` for a listing that is not the host's.
    func setExportTokenHash(_ hash: String, of id: StayID, host: AccountID) async throws
    /// The listing whose feed token has this hash, or nil.
    func listing(forExportTokenHash hash: String) async throws -> StayID?
}
