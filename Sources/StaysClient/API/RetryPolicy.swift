/// How often and how long to wait before sending a safe request again: exponential backoff, injected sleep.
public struct RetryPolicy: Sendable {
    /// Most attempts in all, the first included.
    public let maximumAttempts: Int
    /// The wait before the first retry; each later wait doubles, up to `maximumDelay`.
    public let initialDelay: Duration
    /// The longest wait between two attempts.
    public let maximumDelay: Duration
    /// Waits; tests pass one that records instead of sleeping.
    public let sleep: @Sendable (Duration) async throws -> Void

    /// Creates a policy.
    public init(
        maximumAttempts: Int = 3, initialDelay: Duration = .milliseconds(100), maximumDelay: Duration = .seconds(2),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.sleep = sleep
    }

    /// Never sends a request twice.
    public static let never = RetryPolicy(maximumAttempts: 1)

    /// The wait after failed attempt `attempt` (1 for the first).
    public func delay(afterAttempt attempt: Int) -> Duration {
        let doubled = initialDelay * (1 << min(max(0, attempt - 1), 20))
        return min(doubled, maximumDelay)
    }

    /// Whether an answer with this status is worth asking for again.
    static func isRetryable(status: Int) -> Bool {
        [502, 503, 504].contains(status)
    }
}
