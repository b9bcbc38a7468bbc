import Dispatch
import Glibc
import Synchronization

/// Turns POSIX signals into calls on a dispatch queue, using dispatch signal sources; the default
/// handlers are put back when it stops.
final class DispatchSignalWatcher: Sendable {
    // MARK: - State

    private struct Watch {
        let signal: Int32
        let source: any DispatchSourceSignal
        let previousHandler: sighandler_t?
    }

    private let signals: [Int32]
    private let queue: DispatchQueue
    private let watches = Mutex<[Watch]>([])

    /// Creates a stopped watcher for `signals` that reports on `queue`.
    init(signals: [Int32], queue: DispatchQueue) {
        self.signals = signals
        self.queue = queue
    }

    // MARK: - Lifecycle

    /// Starts watching, reporting each arrival to `onSignal`; does nothing when already started.
    func start(onSignal: @escaping @Sendable (Int32) -> Void) {
        watches.withLock { watches in
            guard watches.isEmpty else { return }
            watches = signals.map { makeWatch(for: $0, onSignal: onSignal) }
            watches.forEach { $0.source.resume() }
        }
    }

    /// Stops watching and restores the handlers that were there before.
    func stop() {
        watches.withLock { watches in
            for watch in watches {
                watch.source.cancel()
                signal(watch.signal, watch.previousHandler)
            }
            watches = []
        }
    }

    // MARK: - Helpers

    private func makeWatch(for signalNumber: Int32, onSignal: @escaping @Sendable (Int32) -> Void) -> Watch {
        let previousHandler = signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
        source.setEventHandler { onSignal(signalNumber) }
        return Watch(signal: signalNumber, source: source, previousHandler: previousHandler)
    }
}
