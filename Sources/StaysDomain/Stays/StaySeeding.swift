/// Fills a stay catalogue with synthetic stays, reproducibly from a seed.
public protocol StaySeeding: Sendable {
    /// Writes `count` stays generated from `seed`, calling `progress(done, total)` now and then.
    func seed(count: Int, seed: UInt64, progress: @escaping @Sendable (Int, Int) -> Void) async throws
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
    /// Writes every listing of the source, calling `progress(written, total)` after each batch.
    func seed(stays source: any StaySeedSource, progress: @escaping @Sendable (Int, Int) -> Void) async throws
}

extension Array: StaySeedSource where Element == SeededStay {
    /// The listing at `index`.
    public func seededStay(at index: Int) -> SeededStay { self[index] }
}
