/// Renders frames as plain text for tests: visible lines joined by "\n", no escape codes.
///
/// Markers show the styles tests care about: highlighted text is wrapped in `[` `]` and a run of
/// selected text in `{` `}` (e.g. `{[Seo]ul, Korea}`); bold, dim and accent are dropped. Lines are
/// cut to the terminal width before markers are added, and the cursor is not shown.
public struct PlainTextRenderer: FrameRendering {
    /// Creates a renderer.
    public init() {}

    // MARK: - Rendering

    /// The frame as marked-up lines.
    public func render(_ frame: ScreenFrame, size: TerminalSize) -> String {
        frame.visibleLines(in: size).map(marked).joined(separator: "\n")
    }

    // MARK: - Markers

    private func marked(_ line: ScreenLine) -> String {
        var output = ""
        var inSelection = false
        var inHighlight = false
        for span in line.spans {
            let selected = span.style.contains(.selected)
            let highlighted = span.style.contains(.highlight)
            if inHighlight, !highlighted || selected != inSelection {
                output += "]"
                inHighlight = false
            }
            if inSelection, !selected { output += "}" }
            if selected, !inSelection { output += "{" }
            if highlighted, !inHighlight { output += "[" }
            inSelection = selected
            inHighlight = highlighted
            output += span.text
        }
        if inHighlight { output += "]" }
        if inSelection { output += "}" }
        return output
    }
}
