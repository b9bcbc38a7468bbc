import StaysTerminal
import Synchronization

/// A terminal made of strings for the typing benchmark: keys are fed in by the benchmark, each written
/// frame is passed on with the moment it was written and the query text it showed answered, if any.
final class RecordingTerminal: TerminalIO {
    /// One frame written.
    struct Write: Sendable {
        /// When the write happened.
        let instant: ContinuousClock.Instant
        /// The typed text whose answer the frame showed; nil while the answer is pending.
        let answeredText: String?
    }

    // MARK: - Properties

    /// Keys fed in by `press(_:)`.
    let events: AsyncStream<TerminalEvent>
    /// Every frame written, in order.
    let writes: AsyncStream<Write>
    private let keys: AsyncStream<TerminalEvent>.Continuation
    private let written: AsyncStream<Write>.Continuation
    private let probe: AnswerProbe
    private let clock = ContinuousClock()
    private let renderedBytes = Mutex(0)

    /// Creates a terminal that reads the answered text of each frame from `probe`.
    init(probe: AnswerProbe) {
        (events, keys) = AsyncStream.makeStream(of: TerminalEvent.self)
        (writes, written) = AsyncStream.makeStream(of: Write.self)
        self.probe = probe
    }

    /// Types a key.
    func press(_ key: Key) {
        keys.yield(.key(key))
    }

    /// Ends input, which ends the run loop.
    func close() {
        keys.finish()
    }

    /// How many bytes of frames were written.
    var byteCount: Int { renderedBytes.withLock { $0 } }

    // MARK: - TerminalIO

    /// A fixed 100×30 terminal.
    func size() async -> TerminalSize { TerminalSize(columns: 100, rows: 30) }

    /// Keeps the frame's size and reports the write.
    func write(_ text: String) async {
        renderedBytes.withLock { $0 += text.utf8.count }
        written.yield(Write(instant: clock.now, answeredText: probe.answeredText))
    }

    /// Nothing to switch.
    func enterFullScreen() async throws {}

    /// Nothing to restore.
    func leaveFullScreen() async {}
}
