import StaysDomain
import StaysFeatures

/// Draws the Where step (query line, list title, rows, status) and turns keys into its events.
public struct LocationStepScreen: Sendable {
    private let highlighter = TextHighlighter(highlightStyle: .highlight)
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The step drawn in `size` (the step's own area).
    public func drawing(of state: LocationSearchViewState, size: TerminalSize) -> StepDrawing {
        let prompt = words.text("app.where.prompt") + " "
        let query = ScreenLine([StyledText(prompt, style: .bold), StyledText(state.queryText)])
        let cursorColumn = min(query.displayWidth, max(size.columns - 1, 0))
        let visibleCount = max(1, size.rows - 4)
        let first = max(0, (state.selectedIndex ?? 0) - visibleCount + 1)
        let rows = state.rows.enumerated().dropFirst(first).prefix(visibleCount).map { index, row in
            let line = rowLine(row, width: size.columns)
            return index == state.selectedIndex ? line.adding(.selected) : line
        }
        var lines = [query, .blank, ScreenLine(state.title, style: .bold)] + rows
        if let status = statusLine(state) { lines.append(status) }
        return StepDrawing(
            lines: lines, cursor: ScreenCursor(row: 0, column: cursorColumn),
            hints: words.hints(["app.hint.type-to-search", "app.hint.move", "app.hint.choose", "app.hint.back"]))
    }

    private func rowLine(_ row: PlaceRow, width: Int) -> ScreenLine {
        let marker = row.kind.expandsToDetailList ? "› " : "  "
        let left =
            [StyledText(marker, style: .accent)]
            + highlighter.spans(for: row.title, highlights: row.titleHighlights)
            + [StyledText("  " + row.subtitle, style: .dim)]
        guard let distance = row.distanceText else { return ScreenLine(left) }
        let used = ScreenLine(left).displayWidth + DisplayWidth.columns(of: distance)
        let gap = String(repeating: " ", count: max(2, width - used))
        return ScreenLine(left + [StyledText(gap + distance, style: .dim)])
    }

    private func statusLine(_ state: LocationSearchViewState) -> ScreenLine? {
        switch state.status {
        case .idle, .loaded: nil
        case .loading: ScreenLine(words.text("app.searching"), style: .dim)
        case .empty where state.mode == .suggestions:
            ScreenLine(words.text("app.where.no-match", ["text": .text(state.queryText)]), style: .dim)
        case .empty: ScreenLine(words.text("app.where.none"), style: .dim)
        case .failed(let message):
            ScreenLine(words.text("app.where.failed", ["reason": .text(message)]), style: .accent)
        }
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key, in state: LocationSearchViewState) -> FlowEvent? {
        switch key {
        case .text(let text): .location(.updateText(state.queryText + text))
        case .backspace: state.queryText.isEmpty ? nil : .location(.updateText(String(state.queryText.dropLast())))
        case .up: .location(.moveUp)
        case .down: .location(.moveDown)
        case .enter: .location(.choose)
        case .escape: .location(.back)
        default: nil
        }
    }
}
