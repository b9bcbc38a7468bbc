/// Why the terminal could not switch to full-screen mode.
public enum TerminalError: Error, Equatable, Sendable {
    /// Standard input is not a terminal, so it has no settings to change.
    case notATerminal
    /// The terminal refused the raw-mode settings; carries `errno`.
    case rawModeRejected(errno: Int32)
}
