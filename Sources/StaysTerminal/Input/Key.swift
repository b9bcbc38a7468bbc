/// One key press (or pasted run of text) decoded from terminal input.
public enum Key: Hashable, Sendable {
    /// Printable text: one or more characters typed or pasted together.
    case text(String)
    /// Enter or Return (CR, LF, or CR LF).
    case enter
    /// Backspace (DEL 127 or BS 8).
    case backspace
    /// The forward Delete key (`ESC [ 3 ~`).
    case delete
    /// Escape pressed on its own.
    case escape
    /// The Tab key.
    case tab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Ctrl-C, which raw mode delivers as a byte instead of a signal.
    case interrupt
    /// Ctrl-D, end of input.
    case endOfInput
}
