import Foundation
import StaysDomain

/// The sign-in and sign-up limits, recorded in an `AttemptRecording` store before any password is hashed or checked,
/// so concurrent attempts cannot slip past the count and every instance on the catalogue sees the same counts.
///
/// Keys: an account at an address (5 attempts, then waits doubling from 1 s to 15 min; a right password clears
/// it) stops one address guessing one password without touching the account's owner elsewhere; an address
/// (200 attempts, then waits doubling from 1 s to at most 60 s) slows spraying many accounts without shutting out
/// everyone behind a shared address for long; sign-ups per address (`signUpsPerHour`, 10 by default, then waits
/// doubling from 30 s to 1 h) bound account creation and the questions `email-taken` answers. No key locks anyone
/// out for ever: waits end.
struct SignInThrottle: Sendable {
    /// An account at an address.
    static let accountAtAddress = AttemptRule(freeAttempts: 5, window: 900, firstWait: 1, longestWait: 900)
    /// One address, any account.
    static let address = AttemptRule(freeAttempts: 200, window: 900, firstWait: 1, longestWait: 60)
    /// Where attempts are counted.
    let attempts: any AttemptRecording
    /// Sign-ups one address may make an hour before waiting.
    var signUpsPerHour = 10

    /// Sign-ups from one address.
    private var signUps: AttemptRule {
        AttemptRule(freeAttempts: signUpsPerHour, window: 3_600, firstWait: 30, longestWait: 3_600)
    }

    // MARK: - Admitting

    /// Records a sign-in attempt for `email` from `address`, or throws 429 with `Retry-After`.
    func admitSignIn(email: String, from address: String, at now: Date) async throws {
        let keys = [
            AttemptKey(name: Self.pairKey(email: email, address: address), rule: Self.accountAtAddress),
            AttemptKey(name: "sign-in:" + address, rule: Self.address),
        ]
        try await admit(keys, at: now, kind: "too-many-sign-ins", saying: "too many sign-ins")
    }

    /// Forgets the attempts of `email` from `address` after a right password.
    func signedIn(email: String, from address: String) async throws {
        try await attempts.clearAttempts(under: Self.pairKey(email: email, address: address))
    }

    /// Records a sign-up attempt from `address`, or throws 429 with `Retry-After`.
    func admitSignUp(from address: String, at now: Date) async throws {
        let keys = [AttemptKey(name: "sign-up:" + address, rule: signUps)]
        try await admit(keys, at: now, kind: "too-many-sign-ups", saying: "too many sign-ups from this address")
    }

    /// Records one attempt under `keys`, or throws 429 with the wait in `Retry-After` and in the words.
    private func admit(_ keys: [AttemptKey], at now: Date, kind: String, saying words: String) async throws {
        guard let wait = try await attempts.recordAttempt(under: keys, at: now) else { return }
        throw Problem(
            status: .tooManyRequests, kind: kind, detail: "\(words); try again in \(wait) s",
            headers: [.retryAfter: String(wait)])
    }

    /// The key of an account (its email, normalised the way sign-in compares it) at an address.
    private static func pairKey(email: String, address: String) -> String {
        "sign-in:" + address + "|" + email.trimmingCharacters(in: .whitespaces).lowercased().prefix(300)
    }
}
