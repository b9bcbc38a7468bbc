/// Everything one screen wants drawn, independent of how it is rendered.
public struct ScreenFrame: Hashable, Sendable {
    /// The rows from the top; rows beyond the terminal height are not drawn.
    public let lines: [ScreenLine]
    /// Where to show the cursor, or nil to keep it hidden.
    public let cursor: ScreenCursor?

    /// Creates a frame.
    public init(lines: [ScreenLine], cursor: ScreenCursor? = nil) {
        self.lines = lines
        self.cursor = cursor
    }

    /// The lines that fit `size`: at most `size.rows` lines, each cut to `size.columns`.
    public func visibleLines(in size: TerminalSize) -> [ScreenLine] {
        lines.prefix(size.rows).map { $0.fitted(toColumns: size.columns) }
    }
}
