/// Fills a stay catalogue with synthetic stays, reproducibly from a seed.
public protocol StaySeeding: Sendable {
    /// Writes `count` stays generated from `seed`, calling `progress(done, total)` now and then.
    func seed(count: Int, seed: UInt64, progress: @escaping @Sendable (Int, Int) -> Void) async throws
}
