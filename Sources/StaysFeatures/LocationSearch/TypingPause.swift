/// The quiet time after a keystroke before its text is looked up, measured on an injected clock.
struct TypingPause: Sendable {
    // MARK: - Dependencies

    private let clock: any Clock<Duration>
    private let interval: Duration

    // MARK: - Creating

    /// Creates a pause of `interval` on `clock`.
    init(clock: any Clock<Duration>, interval: Duration) {
        self.clock = clock
        self.interval = interval
    }

    // MARK: - Waiting

    /// Fixes the deadline now and returns a wait that ends at it (or throws when cancelled).
    func start() -> @Sendable () async throws -> Void {
        Self.wait(on: clock, for: interval)
    }

    private static func wait<C: Clock<Duration>>(on clock: C, for interval: Duration)
        -> @Sendable () async throws -> Void
    {
        let deadline = clock.now.advanced(by: interval)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
}
