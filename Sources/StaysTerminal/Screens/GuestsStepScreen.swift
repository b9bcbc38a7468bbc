import StaysFeatures

/// Draws the Who step as four steppers and turns keys into its events.
public struct GuestsStepScreen: Sendable {
    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The step drawn in `size` (the step's own area).
    public func drawing(of state: GuestSearchViewState, size: TerminalSize) -> StepDrawing {
        let rows = state.rows.map { row in
            let line = rowLine(row, width: size.columns)
            return row.isFocused ? line.adding(.selected) : line
        }
        let lines =
            [ScreenLine("Who's coming?", style: .bold), .blank] + rows
            + [.blank, ScreenLine(state.summary, style: .accent)]
        return StepDrawing(lines: lines, hints: "↑↓ row · ←→ or -/+ change · Enter next · c clear · Esc back")
    }

    private func rowLine(_ row: GuestRowState, width: Int) -> ScreenLine {
        let title = row.title.padding(toLength: 10, withPad: " ", startingAt: 0)
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
