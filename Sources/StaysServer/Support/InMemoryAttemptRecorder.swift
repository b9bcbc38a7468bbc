import Foundation
import StaysDomain
import Synchronization

/// Attempts counted in this process only (`AttemptLedger` under a lock): for a server whose services have no
/// catalogue to share counts through; a server over a catalogue is given the catalogue instead.
public final class InMemoryAttemptRecorder: AttemptRecording {
    private let states = Mutex<[String: AttemptState]>([:])

    /// Creates an empty recorder.
    public init() {}

    // MARK: - AttemptRecording

    /// Decides and records under the lock, forgetting expired keys.
    public func recordAttempt(under keys: [AttemptKey], at now: Date) async throws -> Int? {
        states.withLock { states in
            states = states.filter { !$0.value.expires(at: now) }
            switch AttemptLedger.decide(keys, stored: states, at: now) {
            case .wait(let seconds): return seconds
            case .record(let recorded):
                states.merge(recorded) { _, new in new }
                return nil
            }
        }
    }

    /// Forgets the attempts under `key`.
    public func clearAttempts(under key: String) async throws {
        _ = states.withLock { $0.removeValue(forKey: key) }
    }
}
