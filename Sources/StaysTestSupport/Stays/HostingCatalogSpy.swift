import StaysDomain
import Synchronization

/// An in-memory catalogue of host listings that records every call: listings belong to the host that created them,
/// and another host's listing answers `unknownStay`, as the real catalogues do. Fails every call when `shouldFail`.
public final class HostingCatalogSpy: ListingEditing, NightBlocking, StayUnavailabilityLoading, ListingExportTokens {
    private struct State {
        var tokenHashes: [String: StayID] = [:]
        var hashLookups: [String] = []
        var listings: [(host: AccountID, listing: HostListing)] = []
        var createdDrafts: [ListingDraft] = []
        var blockedSpans: [[StayDates]] = []
        var unblockedSpans: [[StayDates]] = []
    }

    private let state = Mutex(State())
    /// Whether every call throws `TestDoubleError.forcedFailure`.
    public let shouldFail: Bool

    /// Creates an empty spy.
    public init(shouldFail: Bool = false) { self.shouldFail = shouldFail }

    // MARK: - Recorded calls

    /// The drafts `createListing` received, oldest first.
    public var createdDrafts: [ListingDraft] { state.withLock { $0.createdDrafts } }
    /// The spans `blockNights` received, call by call.
    public var blockedSpans: [[StayDates]] { state.withLock { $0.blockedSpans } }
    /// The spans `unblockNights` received, call by call.
    public var unblockedSpans: [[StayDates]] { state.withLock { $0.unblockedSpans } }

    // MARK: - ListingEditing

    /// Stores the draft as `stay:host-<n>`.
    public func createListing(_ draft: ListingDraft, host: AccountID, hostName: String) async throws -> HostListing {
        try failIfAsked()
        return state.withLock { state in
            state.createdDrafts.append(draft)
            let listing = Self.listing(draft, id: StayID("stay:host-\(state.listings.count + 1)"), hostName: hostName)
            state.listings.append((host, listing))
            return listing
        }
    }

    /// Replaces the host's listing.
    public func updateListing(_ id: StayID, host: AccountID, with draft: ListingDraft) async throws -> HostListing {
        try replace(id, host: host) { Self.listing(draft, id: id, hostName: $0.stay.hostName, listed: $0.isListed) }
    }

    /// Sets whether the host's listing is listed.
    public func setListed(_ id: StayID, host: AccountID, listed: Bool) async throws -> HostListing {
        try replace(id, host: host) { Self.listing($0.draft, id: id, hostName: $0.stay.hostName, listed: listed) }
    }

    /// The host's listing.
    public func listing(_ id: StayID, host: AccountID) async throws -> HostListing {
        try replace(id, host: host) { $0 }
    }

    /// The host's listings, newest first.
    public func listings(host: AccountID) async throws -> [HostListing] {
        try failIfAsked()
        return state.withLock { $0.listings.filter { $0.host == host }.map(\.listing).reversed() }
    }

    // MARK: - Nights

    /// Records the spans; reports them all as newly blocked.
    public func blockNights(of id: StayID, spans: [StayDates]) async throws -> NightBlockingOutcome {
        try failIfAsked()
        state.withLock { $0.blockedSpans.append(spans) }
        return NightBlockingOutcome(newlyBlocked: spans, alreadyBlocked: [], collidingWithBookings: [])
    }

    /// Records the spans; reports them all as freed.
    public func unblockNights(of id: StayID, spans: [StayDates]) async throws -> [StayDates] {
        try failIfAsked()
        state.withLock { $0.unblockedSpans.append(spans) }
        return spans
    }

    /// Every blocked span recorded so far, none booked.
    public func unavailableNights(of id: StayID, from: CalendarDay, to: CalendarDay) async throws
        -> UnavailableNights
    {
        try failIfAsked()
        return UnavailableNights(booked: [], blocked: state.withLock { $0.blockedSpans.flatMap { $0 } })
    }

    // MARK: - Feed tokens

    /// The hashes `listing(forExportTokenHash:)` was asked for, oldest first.
    public var hashLookups: [String] { state.withLock { $0.hashLookups } }

    /// Replaces the listing's hash.
    public func setExportTokenHash(_ hash: String, of id: StayID, host: AccountID) async throws {
        _ = try replace(id, host: host) { $0 }
        state.withLock { state in
            state.tokenHashes = state.tokenHashes.filter { $0.value != id }
            state.tokenHashes[hash] = id
        }
    }

    /// The listing with the hash.
    public func listing(forExportTokenHash hash: String) async throws -> StayID? {
        try failIfAsked()
        return state.withLock { state in
            state.hashLookups.append(hash)
            return state.tokenHashes[hash]
        }
    }

    // MARK: - Helpers

    private func replace(_ id: StayID, host: AccountID, _ change: (HostListing) -> HostListing) throws
        -> HostListing
    {
        try failIfAsked()
        return try state.withLock { state in
            guard let index = state.listings.firstIndex(where: { $0.host == host && $0.listing.stay.id == id }) else {
                throw StayQueryError.unknownStay(id)
            }
            state.listings[index].listing = change(state.listings[index].listing)
            return state.listings[index].listing
        }
    }

    private func failIfAsked() throws {
        if shouldFail { throw TestDoubleError.forcedFailure }
    }

    private static func listing(_ draft: ListingDraft, id: StayID, hostName: String, listed: Bool = true)
        -> HostListing
    {
        HostListing(
            stay: draft.stay(id: id, hostName: hostName), description: draft.description,
            houseRules: draft.houseRules, maximumNights: draft.maximumNights, isListed: listed)
    }
}
