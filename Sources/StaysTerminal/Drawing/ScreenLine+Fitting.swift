import StaysDomain

// MARK: - Fitting to a width

extension ScreenLine {
    /// The ellipsis that marks cut text.
    static let ellipsis: Character = "…"

    /// The line made printable (`TerminalText.printable`: no control, escape, bidi or other format characters, breaks
    /// as spaces, the same rule as the command line's tables), cut to `columns` display columns with a trailing "…"
    /// when it was too wide; wide characters that would straddle the edge are left out whole.
    public func fitted(toColumns columns: Int) -> ScreenLine {
        let clean =
            spans
            .map { StyledText(TerminalText.printable($0.text), style: $0.style) }
            .filter { !$0.text.isEmpty }
        let cleanLine = ScreenLine(clean)
        guard cleanLine.displayWidth > columns else { return cleanLine }
        guard columns > 0 else { return .blank }
        return Self.cut(clean, toColumns: columns - 1)
    }

    // MARK: - Helpers

    private static func cut(_ spans: [StyledText], toColumns budget: Int) -> ScreenLine {
        var remaining = budget
        var kept: [StyledText] = []
        var ellipsisStyle = spans.first?.style ?? .plain
        for span in spans {
            ellipsisStyle = span.style
            var text = ""
            var isWhole = true
            for character in span.text {
                let width = DisplayWidth.columns(of: character)
                guard width <= remaining else {
                    isWhole = false
                    break
                }
                text.append(character)
                remaining -= width
            }
            if !text.isEmpty { kept.append(StyledText(text, style: span.style)) }
            if !isWhole { break }
        }
        if let last = kept.last, last.style == ellipsisStyle {
            kept[kept.count - 1] = StyledText(last.text + String(ellipsis), style: last.style)
        } else {
            kept.append(StyledText(String(ellipsis), style: ellipsisStyle))
        }
        return ScreenLine(kept)
    }
}
