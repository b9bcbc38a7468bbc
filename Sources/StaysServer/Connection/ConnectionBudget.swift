import Synchronization

/// Counts the connections being served and admits a new one only while fewer than the maximum are.
final class ConnectionBudget: Sendable {
    /// Connections served at once.
    let maximum: Int
    private let open = Atomic<Int>(0)

    /// Creates a budget of `maximum` connections.
    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Connections being served now.
    var current: Int { open.load(ordering: .relaxed) }

    // MARK: - Admitting

    /// Takes a place for a new connection; false (taking nothing) when all are taken.
    func admit() -> Bool {
        var seen = open.load(ordering: .relaxed)
        while seen < maximum {
            let (exchanged, original) = open.compareExchange(
                expected: seen, desired: seen + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            seen = original
        }
        return false
    }

    /// Gives back the place of a connection that closed.
    func release() {
        open.subtract(1, ordering: .acquiringAndReleasing)
    }
}
