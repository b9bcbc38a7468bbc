/// Fills a stay catalogue with synthetic stays, reproducibly from a seed.
public protocol StaySeeding: Sendable {
    /// Writes `count` stays generated from `seed` all at once (an interrupted seeding leaves nothing), first removing
    /// every stay and booking when `replacing`; calls `progress(done, total)` now and then.
    @discardableResult
    func seed(count: Int, seed: UInt64, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void) async throws
        -> StaySeedOutcome
}

extension StaySeeding {
    /// Writes `count` stays generated from `seed` beside the stays already there.
    @discardableResult
    public func seed(count: Int, seed: UInt64, progress: @escaping @Sendable (Int, Int) -> Void) async throws
        -> StaySeedOutcome
    {
        try await self.seed(count: count, seed: seed, replacing: false, progress: progress)
    }
}

/// What a finished seeding did.
public struct StaySeedOutcome: Hashable, Sendable {
    /// How many stays were written.
    public let written: Int
    /// How many stays were removed first (0 unless replacing).
    public let replaced: Int
    /// The size of an earlier seeding that did not finish (none of it was kept), if one was found.
    public let unfinishedEarlier: Int?

    /// An outcome.
    public init(written: Int, replaced: Int = 0, unfinishedEarlier: Int? = nil) {
        self.written = written
        self.replaced = replaced
        self.unfinishedEarlier = unfinishedEarlier
    }
}

/// Produces seeded listings one by one, so a million of them never sit in memory at once.
public protocol StaySeedSource: Sendable {
    /// How many listings the source yields.
    var count: Int { get }
    /// The listing at `index` (0..<count); the same index always gives the same listing.
    func seededStay(at index: Int) -> SeededStay
    /// Where the listing at `index` lies: `seededStay(at:).stay.coordinate`, perhaps found more cheaply.
    func coordinate(at index: Int) -> Coordinate
}

extension StaySeedSource {
    /// The listing's coordinate, from the whole listing.
    public func coordinate(at index: Int) -> Coordinate {
        seededStay(at: index).stay.coordinate
    }
}

/// Writes many listings into a catalogue quickly.
public protocol StaySeedWriting: Sendable {
    /// Writes every listing of the source in one transaction (after removing every stay and booking when
    /// `replacing`), calling `progress(written, total)` after each batch; listing ids must be new.
    @discardableResult
    func seed(
        stays source: any StaySeedSource, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> StaySeedOutcome
}

extension StaySeedWriting {
    /// Writes every listing of the source beside the stays already there.
    @discardableResult
    public func seed(stays source: any StaySeedSource, progress: @escaping @Sendable (Int, Int) -> Void) async throws
        -> StaySeedOutcome
    {
        try await seed(stays: source, replacing: false, progress: progress)
    }
}

extension Array: StaySeedSource where Element == SeededStay {
    /// The listing at `index`.
    public func seededStay(at index: Int) -> SeededStay { self[index] }
}
