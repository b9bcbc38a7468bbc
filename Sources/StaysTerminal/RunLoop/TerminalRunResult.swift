/// How a run of a screen ended, with the screen's final state (e.g. to read what was chosen).
public struct TerminalRunResult<Screen: TerminalScreen> {
    /// Why the run loop stopped.
    public enum Reason: Hashable, Sendable {
        /// The screen asked to quit.
        case quit
        /// The user pressed Ctrl-C.
        case interrupted
        /// Input ended, e.g. the process was told to stop or stdin closed.
        case inputEnded
    }

    /// The screen as it was when the loop stopped.
    public let screen: Screen
    /// Why the loop stopped.
    public let reason: Reason

    /// Creates a result.
    public init(screen: Screen, reason: Reason) {
        self.screen = screen
        self.reason = reason
    }
}
