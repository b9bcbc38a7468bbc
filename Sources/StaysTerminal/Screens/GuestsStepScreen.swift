import StaysDomain
import StaysFeatures

/// Draws the Who step as four steppers and turns keys into its events.
public struct GuestsStepScreen: Sendable {
    /// The fewest columns a row's title takes, so the subtitles line up.
    static let titleWidth = 10
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The step drawn in `size` (the step's own area).
    public func drawing(of state: GuestSearchViewState, size: TerminalSize) -> StepDrawing {
        let titleWidth = max(Self.titleWidth, (state.rows.map { DisplayWidth.columns(of: $0.title) }.max() ?? 0) + 2)
        let rows = state.rows.map { row in
            let line = rowLine(row, titleWidth: titleWidth, width: size.columns)
            return row.isFocused ? line.adding(.selected) : line
        }
        let lines =
            [ScreenLine(words.text("app.who.heading"), style: .bold), .blank] + rows
            + [.blank, ScreenLine(state.summary, style: .accent)]
        let hints = words.hints([
            "app.hint.row", "app.hint.change-count", "app.hint.next", "app.hint.clear", "app.hint.back",
        ])
        return StepDrawing(lines: lines, hints: hints)
    }

    private func rowLine(_ row: GuestRowState, titleWidth: Int, width: Int) -> ScreenLine {
        let title = row.title.rightPadded(to: titleWidth)
        let stepper = [
            StyledText("−", style: row.canDecrement ? .accent : .dim),
            StyledText(String(row.count).leftPadded(to: 4) + "  "),
            StyledText("+", style: row.canIncrement ? .accent : .dim),
        ]
        let left = [StyledText(title), StyledText(row.subtitle, style: .dim)]
        let used = ScreenLine(left + stepper).displayWidth
        return ScreenLine(left + [StyledText(String(repeating: " ", count: max(2, width - used)))] + stepper)
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key, in state: GuestSearchViewState) -> FlowEvent? {
        let focused = state.rows.first(where: \.isFocused)?.kind ?? .adults
        switch key {
        case .up: return .guests(.focusPreviousRow)
        case .down: return .guests(.focusNextRow)
        case .left, .text("-"): return .guests(.decrement(focused))
        case .right, .text("+"), .text("="): return .guests(.increment(focused))
        case .enter: return .guests(.confirm)
        case .text("c"), .text("C"): return .guests(.clear)
        case .escape: return .back
        default: return nil
        }
    }
}
