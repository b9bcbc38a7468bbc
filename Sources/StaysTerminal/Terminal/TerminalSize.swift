/// The visible size of a terminal, in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Width in columns, never negative.
    public let columns: Int
    /// Height in rows, never negative.
    public let rows: Int

    /// Creates a size; negative values become zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }
}
