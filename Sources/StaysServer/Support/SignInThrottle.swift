import Foundation
import Synchronization

/// Counts failed sign-ins per key (an address, an email) over a sliding minute and refuses more than the limit.
final class SignInThrottle: Sendable {
    /// Failures allowed per key within `window`.
    let limit: Int
    /// How far back failures count.
    let window: TimeInterval
    /// The most keys remembered; past it, keys with no recent failure are forgotten first.
    let capacity: Int
    private let failures = Mutex<[String: [Date]]>([:])

    /// Creates a throttle of `limit` failures per `window` seconds.
    init(limit: Int = 10, window: TimeInterval = 60, capacity: Int = 100_000) {
        self.limit = limit
        self.window = window
        self.capacity = capacity
    }

    // MARK: - Checking and counting

    /// Seconds to wait before any of `keys` may try again, or nil when none is over the limit.
    func retryAfter(for keys: [String], at now: Date) -> Int? {
        failures.withLock { failures in
            let waits = keys.compactMap { key -> TimeInterval? in
                let recent = (failures[key] ?? []).filter { now.timeIntervalSince($0) < window }
                guard recent.count >= limit, let oldest = recent.first else { return nil }
                return window - now.timeIntervalSince(oldest)
            }
            return waits.max().map { max(1, Int($0.rounded(.up))) }
        }
    }

    /// Counts one failure against each key.
    func recordFailure(for keys: [String], at now: Date) {
        failures.withLock { failures in
            if failures.count >= capacity {
                failures = failures.filter { _, dates in dates.contains { now.timeIntervalSince($0) < window } }
            }
            for key in keys {
                var recent = (failures[key] ?? []).filter { now.timeIntervalSince($0) < window }
                recent.append(now)
                failures[key] = Array(recent.suffix(limit))
            }
        }
    }
}
