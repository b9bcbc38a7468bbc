import Foundation

/// Records sign-in and sign-up attempts under keys before they are checked, and refuses a key that must wait; kept
/// in the catalogue so that every server instance on it counts the same attempts.
public protocol AttemptRecording: Sendable {
    /// Records one attempt under every key at `now` and returns nil, or records nothing and returns the seconds to
    /// wait when any key is still waiting out its back-off (`AttemptLedger`).
    func recordAttempt(under keys: [AttemptKey], at now: Date) async throws -> Int?
    /// Forgets the attempts under `key` (a right password forgets its account-and-address key).
    func clearAttempts(under key: String) async throws
}

/// A key attempts are counted under (an address, an account at an address) and the rule it is held to.
public struct AttemptKey: Hashable, Sendable {
    /// The stored key, e.g. `sign-in:203.0.113.9|ada@example.com`.
    public let name: String
    /// How many attempts it may make and how long it waits after.
    public let rule: AttemptRule

    /// Creates a key.
    public init(name: String, rule: AttemptRule) {
        self.name = name
        self.rule = rule
    }
}
