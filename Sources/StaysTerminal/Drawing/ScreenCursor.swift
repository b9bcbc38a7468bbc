/// Where the visible text cursor sits, counted from zero in rows and display columns.
public struct ScreenCursor: Hashable, Sendable {
    /// Zero-based row.
    public let row: Int
    /// Zero-based display column.
    public let column: Int

    /// Creates a cursor position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
