/// Tells whether a file descriptor is connected to an interactive terminal.
public protocol TerminalDeviceChecking: Sendable {
    /// True when `descriptor` is a terminal.
    func isTerminal(_ descriptor: Int32) -> Bool
}
