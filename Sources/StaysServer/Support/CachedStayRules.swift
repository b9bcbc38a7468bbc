import Foundation
import StaysDomain

/// The catalogue's rules, asked again at most once a minute: the guest limit is a scan of every stay, and the web
/// app asks on every page load.
actor CachedStayRules {
    // MARK: - Dependencies

    private let loader: any StayRulesLoading
    private let now: @Sendable () -> Date
    private let lifetime: TimeInterval
    private var kept: (rules: StayRules, at: Date)?

    /// Keeps `loader`'s answer for `lifetime` seconds of `now`.
    init(loader: any StayRulesLoading, now: @escaping @Sendable () -> Date, lifetime: TimeInterval = 60) {
        self.loader = loader
        self.now = now
        self.lifetime = lifetime
    }

    // MARK: - Reading

    /// The kept rules while they are fresh, else the loader's (a failure is not kept).
    func rules() async throws -> StayRules {
        let time = now()
        if let kept, time.timeIntervalSince(kept.at) < lifetime, time >= kept.at { return kept.rules }
        let rules = try await loader.stayRules()
        kept = (rules, time)
        return rules
    }
}
