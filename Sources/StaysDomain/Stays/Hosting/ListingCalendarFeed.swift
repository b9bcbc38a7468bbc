/// A listing's calendar as a secret feed other platforms read: the host makes (or replaces) its token, and anyone
/// holding the token reads the booked and blocked nights from today on, nothing else.
public struct ListingCalendarFeed: Sendable {
    /// How many days a feed covers, from today.
    public static let days = 365

    private let tokens: any ListingExportTokens
    private let secrets: any SecretTokenMaking
    private let editor: any ListingEditing
    private let unavailability: any StayUnavailabilityLoading
    private let today: any TodayProviding

    /// A feed over the catalogue's tokens, listings and nights, with tokens from `secrets`, dated by `today`.
    public init(
        tokens: any ListingExportTokens, secrets: any SecretTokenMaking, editor: any ListingEditing,
        unavailability: any StayUnavailabilityLoading, today: any TodayProviding
    ) {
        self.tokens = tokens
        self.secrets = secrets
        self.editor = editor
        self.unavailability = unavailability
        self.today = today
    }

    // MARK: - The host

    /// A new token for the host's listing `id`, shown this once; any earlier token stops working.
    public func replaceToken(of id: StayID, host: GuestAccount) async throws -> String {
        _ = try await editor.listing(id, host: host.id)
        let token = secrets.make()
        try await tokens.setExportTokenHash(secrets.hash(token), of: id, host: host.id)
        return token
    }

    // MARK: - Readers

    /// The listing and its unavailable nights for the next `days` days, or nil for a token that opens nothing.
    public func nights(forToken token: String) async throws -> (id: StayID, nights: UnavailableNights)? {
        guard secrets.isWellFormed(token), let id = try await tokens.listing(forExportTokenHash: secrets.hash(token))
        else { return nil }
        let start = today.today()
        return (id, try await unavailability.unavailableNights(of: id, from: start, to: start.adding(days: Self.days)))
    }
}
