import StaysTerminal
import Synchronization

/// A terminal double: plays scripted events, records every call in order, and can refuse to enter
/// full-screen mode. Once the script is played the event sequence ends, like closed input, unless the
/// spy was told to stay open; then `send(_:)` can add more events.
public final class TerminalIOSpy: TerminalIO {
    /// One recorded call.
    public enum Call: Hashable, Sendable {
        /// `enterFullScreen()` was called.
        case enterFullScreen
        /// `write(_:)` was called with this text.
        case write(String)
        /// `leaveFullScreen()` was called.
        case leaveFullScreen
    }

    // MARK: - Properties

    /// The scripted events, ending after the last one.
    public let events: AsyncStream<TerminalEvent>
    private let initialSize: TerminalSize
    private let enterError: TerminalError?
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let state = Mutex<(calls: [Call], isFullScreen: Bool)>(([], false))

    /// Creates a spy of `size` that plays `script`, then ends input unless `staysOpen`; `enterError` makes
    /// `enterFullScreen()` throw.
    public init(size: TerminalSize, script: [TerminalEvent], enterError: TerminalError? = nil, staysOpen: Bool = false)
    {
        initialSize = size
        self.enterError = enterError
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        self.continuation = continuation
        for event in script { continuation.yield(event) }
        if !staysOpen { continuation.finish() }
    }

    /// Adds an event after the script, while the input is still open.
    public func send(_ event: TerminalEvent) {
        continuation.yield(event)
    }

    // MARK: - Recorded calls

    /// Every call, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The text of every `write(_:)`, in order.
    public var writtenFrames: [String] {
        calls.compactMap { call in
            guard case .write(let text) = call else { return nil }
            return text
        }
    }

    /// True after `enterFullScreen()` succeeded and until `leaveFullScreen()`.
    public var isFullScreen: Bool { state.withLock { $0.isFullScreen } }

    // MARK: - TerminalIO

    /// The size given at creation (resizes arrive as events).
    public func size() async -> TerminalSize { initialSize }

    /// Records the text.
    public func write(_ text: String) async {
        state.withLock { $0.calls.append(.write(text)) }
    }

    /// Records the call, then throws the configured error if any.
    public func enterFullScreen() async throws {
        state.withLock { $0.calls.append(.enterFullScreen) }
        if let enterError { throw enterError }
        state.withLock { $0.isFullScreen = true }
    }

    /// Records the call.
    public func leaveFullScreen() async {
        state.withLock { state in
            state.calls.append(.leaveFullScreen)
            state.isFullScreen = false
        }
    }
}
