import Foundation

/// The one decision every `AttemptRecording` store makes inside its transaction: refuse while any key waits, else
/// record the attempt under each key.
public enum AttemptLedger {
    /// What to do with an attempt.
    public enum Decision: Hashable, Sendable {
        /// Refuse it; the client may try again in this many seconds (at least 1).
        case wait(seconds: Int)
        /// Let it through, storing these states.
        case record([String: AttemptState])
    }

    /// The decision for an attempt under `keys` at `now`, given the stored states (by key name).
    public static func decide(_ keys: [AttemptKey], stored: [String: AttemptState], at now: Date) -> Decision {
        let waits = keys.compactMap { key -> TimeInterval? in
            guard let state = stored[key.name], !state.expires(at: now), state.blockedUntil > now else { return nil }
            return state.blockedUntil.timeIntervalSince(now)
        }
        if let longest = waits.max() { return .wait(seconds: max(1, Int(longest.rounded(.up)))) }
        var states: [String: AttemptState] = [:]
        for key in keys { states[key.name] = key.rule.recording(stored[key.name], at: now) }
        return .record(states)
    }
}
