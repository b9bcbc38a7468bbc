/// Something the terminal reports to a running screen.
public enum TerminalEvent: Hashable, Sendable {
    /// The user pressed a key.
    case key(Key)
    /// The window changed to a new size.
    case resize(TerminalSize)
}
