import StaysDomain
import Synchronization

/// Answers for the time zones it was given (a place or nil); any other zone fails loudly.
public final class TimeZonePlaceFinderStub: TimeZonePlaceFinding {
    // MARK: - State

    private let answers: [String: Place?]
    private let shouldFail: Bool
    private let calls = Mutex<[String]>([])

    /// The time zones asked about, oldest first.
    public var receivedTimeZones: [String] { calls.withLock { $0 } }

    // MARK: - Creating

    /// Creates a stub answering each zone in `answers`, or failing every call when `shouldFail` is true.
    public init(answers: [String: Place?], shouldFail: Bool = false) {
        self.answers = answers
        self.shouldFail = shouldFail
    }

    // MARK: - TimeZonePlaceFinding

    /// Records the zone; the answer set up for it, or a failure.
    public func mostPopulousPlace(inTimeZone identifier: String) async throws -> Place? {
        calls.withLock { $0.append(identifier) }
        if shouldFail { throw TestDoubleError.forcedFailure }
        guard let answer = answers[identifier] else {
            throw TestDoubleError.unexpectedCall("mostPopulousPlace(inTimeZone: \(identifier))")
        }
        return answer
    }
}
