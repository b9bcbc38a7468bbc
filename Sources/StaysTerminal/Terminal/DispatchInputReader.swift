import Dispatch
import Glibc
import Synchronization

/// Reads a file descriptor with a dispatch read source (never blocking Swift's cooperative pool),
/// decodes the bytes into keys, and settles a lone ESC after a short quiet period.
final class DispatchInputReader: Sendable {
    // MARK: - State

    private struct State {
        var decoder = KeyDecoder()
        var source: (any DispatchSourceRead)?
        /// Bumped on every read so a stale ESC timeout does nothing.
        var readCount = 0
    }

    private let descriptor: Int32
    private let queue: DispatchQueue
    private let escapeTimeout: DispatchTimeInterval
    private let onKeys: @Sendable ([Key]) -> Void
    private let state = Mutex(State())

    /// Creates a stopped reader that will hand decoded keys to `onKeys` on `queue`.
    init(
        descriptor: Int32, queue: DispatchQueue, escapeTimeout: DispatchTimeInterval,
        onKeys: @escaping @Sendable ([Key]) -> Void
    ) {
        self.descriptor = descriptor
        self.queue = queue
        self.escapeTimeout = escapeTimeout
        self.onKeys = onKeys
    }

    // MARK: - Lifecycle

    /// Starts reading; does nothing when already started.
    func start() {
        state.withLock { state in
            guard state.source == nil else { return }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.readAvailableBytes() }
            source.resume()
            state.source = source
        }
    }

    /// Stops reading and forgets pending bytes.
    func stop() {
        state.withLock { state in
            state.source?.cancel()
            state = State()
        }
    }

    // MARK: - Reading

    private func readAvailableBytes() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            stop()
            onKeys([.endOfInput])
            return
        }
        let (keys, readCount, isPending) = state.withLock { state in
            state.readCount += 1
            return (state.decoder.decode(buffer.prefix(count)), state.readCount, state.decoder.hasPendingInput)
        }
        if !keys.isEmpty { onKeys(keys) }
        if isPending { scheduleFlush(after: readCount) }
    }

    private func scheduleFlush(after readCount: Int) {
        queue.asyncAfter(deadline: .now() + escapeTimeout) { [weak self] in
            guard let self else { return }
            let keys = state.withLock { state in
                state.readCount == readCount && state.source != nil ? state.decoder.flush() : []
            }
            if !keys.isEmpty { onKeys(keys) }
        }
    }
}
