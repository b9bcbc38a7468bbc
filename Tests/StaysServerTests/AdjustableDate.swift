import Foundation
import Synchronization

/// A wall clock the test moves by hand.
final class AdjustableDate: Sendable {
    private let current: Mutex<Date>

    /// Starts at `start`.
    init(_ start: Date = Date(timeIntervalSince1970: 1_893_456_000)) {
        current = Mutex(start)
    }

    /// The current time.
    var now: Date { current.withLock { $0 } }

    /// Moves the clock forward.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
