/// Renders frames with ANSI escape codes: each visible row is moved to, cleared and drawn with
/// SGR styles; the cursor stays hidden unless the frame places it.
///
/// Styles map to SGR parameters: bold 1, dim 2, highlight 1;4 (bold underline), selected 7
/// (reverse), accent 35 (magenta). Every styled span is followed by a reset (`ESC[0m`).
public struct ANSIRenderer: FrameRendering {
    /// Creates a renderer.
    public init() {}

    // MARK: - Rendering

    /// The escape-coded text that redraws the whole screen.
    public func render(_ frame: ScreenFrame, size: TerminalSize) -> String {
        let lines = frame.visibleLines(in: size)
        var output = ANSICode.hideCursor
        for row in 0..<size.rows {
            output += ANSICode.moveCursor(row: row, column: 0) + ANSICode.clearLine
            if row < lines.count { output += lines[row].spans.map(styled).joined() }
        }
        if let cursor = frame.cursor, (0..<size.rows).contains(cursor.row), (0..<size.columns).contains(cursor.column) {
            output += ANSICode.moveCursor(row: cursor.row, column: cursor.column) + ANSICode.showCursor
        }
        return output
    }

    // MARK: - Styles

    private func styled(_ span: StyledText) -> String {
        let parameters = sgrParameters(for: span.style)
        guard !parameters.isEmpty else { return span.text }
        return ANSICode.selectGraphicRendition(parameters) + span.text + ANSICode.resetStyle
    }

    private func sgrParameters(for style: TextStyle) -> [Int] {
        var parameters: [Int] = []
        if style.contains(.bold) || style.contains(.highlight) { parameters.append(1) }
        if style.contains(.dim) { parameters.append(2) }
        if style.contains(.highlight) { parameters.append(4) }
        if style.contains(.selected) { parameters.append(7) }
        if style.contains(.accent) { parameters.append(35) }
        return parameters
    }
}
