/// What the run loop should do after a screen handled a key.
public enum ScreenAction: Hashable, Sendable {
    /// The screen changed: draw it again.
    case redraw
    /// Nothing visible changed: keep the current drawing.
    case unchanged
    /// The screen is done: stop and restore the terminal.
    case quit
}
