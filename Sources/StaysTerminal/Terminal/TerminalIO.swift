/// What a full-screen screen needs from a terminal: its size, a way to draw, key and resize events,
/// and switching full-screen raw mode on and off.
public protocol TerminalIO: Sendable {
    /// Key presses and resizes, in order; the sequence ends when input ends or the process is told to stop.
    var events: AsyncStream<TerminalEvent> { get }
    /// The current size of the terminal.
    func size() async -> TerminalSize
    /// Writes already rendered text, e.g. a whole frame.
    func write(_ text: String) async
    /// Switches to raw input on the alternate screen with the cursor hidden.
    func enterFullScreen() async throws
    /// Restores the terminal exactly as it was before; safe to call more than once.
    func leaveFullScreen() async
}
