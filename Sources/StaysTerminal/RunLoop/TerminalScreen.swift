/// A full-screen view the run loop can draw and feed keys to; it holds its own state.
public protocol TerminalScreen {
    /// What to draw on a terminal of `size`.
    func frame(size: TerminalSize) -> ScreenFrame
    /// Reacts to a key and says whether to redraw, keep the drawing, or quit.
    mutating func handle(_ key: Key) async -> ScreenAction
    /// Catches up with changes that happened without a key (e.g. an answer arrived) and says what to do.
    mutating func refresh() async -> ScreenAction
}

// MARK: - Defaults

extension TerminalScreen {
    /// Screens that change only on keys just draw again.
    public mutating func refresh() async -> ScreenAction {
        .redraw
    }
}
