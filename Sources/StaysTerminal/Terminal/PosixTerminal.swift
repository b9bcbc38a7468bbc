import Dispatch
import Glibc
import Synchronization

/// The real terminal on stdin/stdout: termios raw mode, the alternate screen, a hidden cursor,
/// SIGWINCH resizes, and a restore that runs on leave, on deinit, and on SIGINT/SIGTERM.
///
/// Ctrl-C arrives as the `.interrupt` key in raw mode. On SIGINT or SIGTERM the terminal is
/// restored, `events` finishes, and `onTerminationSignal` is told the signal so the app can exit.
/// Writes made outside full-screen mode are dropped so nothing draws over the restored shell.
public final class PosixTerminal: TerminalIO {
    // MARK: - Properties

    /// Key presses and resizes while in full-screen mode.
    public let events: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let input: Int32 = 0
    private let output: Int32 = 1
    private let fallbackSize = TerminalSize(columns: 80, rows: 24)
    private let savedAttributes = Mutex<termios?>(nil)
    private let onTerminationSignal: @Sendable (Int32) -> Void
    private let queue = DispatchQueue(label: "stays.terminal.input")
    private let reader: DispatchInputReader
    private let signalWatcher: DispatchSignalWatcher

    /// Creates a terminal; `escapeTimeout` is how long a lone ESC waits for the rest of a sequence.
    public init(
        escapeTimeout: DispatchTimeInterval = .milliseconds(50),
        onTerminationSignal: @escaping @Sendable (Int32) -> Void
    ) {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        self.continuation = continuation
        self.onTerminationSignal = onTerminationSignal
        reader = DispatchInputReader(descriptor: input, queue: queue, escapeTimeout: escapeTimeout) { keys in
            keys.forEach { continuation.yield(.key($0)) }
        }
        signalWatcher = DispatchSignalWatcher(signals: [SIGWINCH, SIGINT, SIGTERM], queue: queue)
    }

    deinit {
        restore()
    }

    // MARK: - TerminalIO

    /// The window size of stdout, or 80×24 when it reports none.
    public func size() async -> TerminalSize {
        RawModeAttributes.windowSize(of: output) ?? fallbackSize
    }

    /// Writes all of `text` to stdout while in full-screen mode.
    public func write(_ text: String) async {
        guard savedAttributes.withLock({ $0 != nil }) else { return }
        writeAll(text)
    }

    /// Enters raw mode and the alternate screen, then starts reading keys and watching signals.
    public func enterFullScreen() async throws {
        try savedAttributes.withLock { saved throws(TerminalError) in
            guard saved == nil else { return }
            saved = try RawModeAttributes.enable(on: input)
        }
        writeAll(ANSICode.enterAlternateScreen + ANSICode.hideCursor)
        signalWatcher.start { [weak self] in self?.handleSignal($0) }
        reader.start()
    }

    /// Stops reading and restores the screen, the cursor and the original terminal settings.
    public func leaveFullScreen() async {
        restore()
    }

    // MARK: - Restoring

    private func restore() {
        guard let original = savedAttributes.withLock({ saved in
            defer { saved = nil }
            return saved
        }) else { return }
        reader.stop()
        signalWatcher.stop()
        writeAll(ANSICode.resetStyle + ANSICode.showCursor + ANSICode.leaveAlternateScreen)
        RawModeAttributes.restore(original, on: input)
    }

    private func handleSignal(_ signalNumber: Int32) {
        guard signalNumber != SIGWINCH else {
            continuation.yield(.resize(RawModeAttributes.windowSize(of: output) ?? fallbackSize))
            return
        }
        restore()
        continuation.finish()
        onTerminationSignal(signalNumber)
    }

    // MARK: - Output

    private func writeAll(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
