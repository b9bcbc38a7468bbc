/// What one step draws below the flow's summary line: its lines, where its cursor sits, and its key hints.
public struct StepDrawing: Hashable, Sendable {
    /// The step's lines, from the top of the step's area.
    public let lines: [ScreenLine]
    /// The text cursor, relative to the step's first line; nil keeps it hidden.
    public let cursor: ScreenCursor?
    /// The keys the step understands, e.g. "Enter choose · Esc back".
    public let hints: String

    /// Creates a drawing.
    public init(lines: [ScreenLine], cursor: ScreenCursor? = nil, hints: String) {
        self.lines = lines
        self.cursor = cursor
        self.hints = hints
    }
}
