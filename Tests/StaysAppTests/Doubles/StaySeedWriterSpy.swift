import StaysDomain
import Synchronization

/// Records the listings written, or fails on demand with a given error.
final class StaySeedWriterSpy: StaySeedWriting {
    private let written = Mutex<[[SeededStay]]>([])
    private let failure: (any Error)?

    /// Each call's listings, oldest first.
    var receivedBatches: [[SeededStay]] { written.withLock { $0 } }

    /// A spy that writes nothing and throws `failure`, when given, after recording the call.
    init(failure: (any Error)? = nil) {
        self.failure = failure
    }

    func seed(
        stays source: any StaySeedSource, replacing: Bool, progress: @escaping @Sendable (Int, Int) -> Void
    ) async throws -> StaySeedOutcome {
        let stays = (0..<source.count).map(source.seededStay(at:))
        written.withLock { $0.append(stays) }
        if let failure { throw failure }
        return StaySeedOutcome(written: stays.count)
    }
}
