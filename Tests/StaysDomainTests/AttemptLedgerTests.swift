import Foundation
import StaysDomain
import Testing

/// The back-off every attempt store applies (`AttemptRule`, `AttemptLedger`).
@Suite struct AttemptLedgerTests {
    static let rule = AttemptRule(freeAttempts: 3, window: 900, firstWait: 1, longestWait: 8)
    static let now = Date(timeIntervalSince1970: 1_900_000_000)

    @Test func theLastFreeAttemptStartsAWaitThatDoublesUpToTheLongest() {
        var state: AttemptState?
        var waits: [TimeInterval] = []
        for _ in 0..<8 {
            state = Self.rule.recording(state, at: Self.now)
            waits.append(state!.blockedUntil.timeIntervalSince(Self.now))
        }
        #expect(waits == [0, 0, 1, 2, 4, 8, 8, 8])
    }

    @Test func aKeyStillWaitingRefusesTheAttemptAndRecordsNothing() {
        let key = AttemptKey(name: "a", rule: Self.rule)
        let waiting = AttemptState(count: 3, windowStart: Self.now, blockedUntil: Self.now + 2.5, window: 900)
        #expect(AttemptLedger.decide([key], stored: ["a": waiting], at: Self.now) == .wait(seconds: 3))
    }

    @Test func anExpiredStateIsForgottenSoTheCountStartsAgain() {
        let old = AttemptState(count: 50, windowStart: Self.now - 2_000, blockedUntil: Self.now - 1_000, window: 900)
        #expect(Self.rule.recording(old, at: Self.now).count == 1)
    }
}
