import Foundation

/// How many attempts a key may make within a window before it must wait, and how the wait grows: the last free
/// attempt starts a wait of `firstWait`, and each attempt after a wait doubles it, up to `longestWait`.
public struct AttemptRule: Hashable, Sendable {
    /// Attempts allowed within `window` with no wait.
    public let freeAttempts: Int
    /// How long attempts are remembered after the first of a window.
    public let window: TimeInterval
    /// The wait after the first attempt beyond the free ones.
    public let firstWait: TimeInterval
    /// The longest wait, however many attempts were made (so no key is shut out for ever).
    public let longestWait: TimeInterval

    /// Creates a rule.
    public init(freeAttempts: Int, window: TimeInterval, firstWait: TimeInterval, longestWait: TimeInterval) {
        self.freeAttempts = freeAttempts
        self.window = window
        self.firstWait = firstWait
        self.longestWait = longestWait
    }

    // MARK: - Counting

    /// The key's state after one more attempt at `now`, from `state` (nil when it has none or it expired).
    public func recording(_ state: AttemptState?, at now: Date) -> AttemptState {
        let current = state.flatMap { $0.expires(at: now) ? nil : $0 }
        let count = (current?.count ?? 0) + 1
        let windowStart = current?.windowStart ?? now
        guard count >= freeAttempts else {
            return AttemptState(count: count, windowStart: windowStart, blockedUntil: now, window: window)
        }
        let wait = min(longestWait, firstWait * pow(2, Double(min(count - freeAttempts, 40))))
        return AttemptState(
            count: count, windowStart: windowStart, blockedUntil: now.addingTimeInterval(wait), window: window)
    }
}

/// What is stored for one key: attempts in its window and until when it must wait.
public struct AttemptState: Hashable, Sendable {
    /// Attempts since `windowStart`.
    public let count: Int
    /// When the first remembered attempt was made.
    public let windowStart: Date
    /// Until when no attempt is let through.
    public let blockedUntil: Date
    /// When the state may be forgotten: the end of its window or of its wait, whichever is later.
    public let expiresAt: Date

    /// Creates a state remembered for `window` after `windowStart` (and at least until `blockedUntil`).
    public init(count: Int, windowStart: Date, blockedUntil: Date, window: TimeInterval) {
        self.count = count
        self.windowStart = windowStart
        self.blockedUntil = blockedUntil
        expiresAt = max(windowStart.addingTimeInterval(window), blockedUntil)
    }

    /// Creates a state as stored.
    public init(count: Int, windowStart: Date, blockedUntil: Date, expiresAt: Date) {
        self.count = count
        self.windowStart = windowStart
        self.blockedUntil = blockedUntil
        self.expiresAt = expiresAt
    }

    /// Whether it is forgotten at `now`.
    public func expires(at now: Date) -> Bool { expiresAt <= now }
}
