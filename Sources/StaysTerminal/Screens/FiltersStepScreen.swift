import StaysFeatures

/// Draws the Filters step as check boxes and steppers under their headings, scrolled to keep the cursor in view,
/// with the live count on top; turns keys into its events.
public struct FiltersStepScreen: Sendable {
    /// The lines above the scrolling list: title, count and a blank.
    static let headerLines = 3

    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The step drawn in `size` (the step's own area).
    public func drawing(of state: StayFiltersViewState, size: TerminalSize) -> StepDrawing {
        var body: [ScreenLine] = []
        var focusedLine = 0
        for section in state.sections {
            if !body.isEmpty { body.append(.blank) }
            body.append(ScreenLine(section.title, style: .bold))
            for row in section.rows {
                if row.isFocused { focusedLine = body.count }
                let line = rowLine(row, width: size.columns)
                body.append(row.isFocused ? line.adding(.selected) : line)
            }
        }
        let header = [
            ScreenLine(state.title, style: .bold), ScreenLine(state.countText, style: .accent), .blank,
        ]
        let room = max(1, size.rows - Self.headerLines)
        let start = max(0, min(focusedLine - room / 2, body.count - room))
        return StepDrawing(
            lines: header + body.dropFirst(start).prefix(room),
            hints: "↑↓ row · Space tick · ←→ change · c clear all · Enter show stays · Esc cancel")
    }

    private func rowLine(_ row: StayFilterRowState, width: Int) -> ScreenLine {
        switch row.control {
        case .toggle(let isOn):
            return ScreenLine([
                StyledText(isOn ? "  [x] " : "  [ ] ", style: isOn ? .accent : .plain), StyledText(row.title),
            ])
        case .stepper(let value, let canDecrement, let canIncrement):
            let stepper = [
                StyledText("−", style: canDecrement ? .accent : .dim),
                StyledText(value.leftPadded(to: 5) + "  "),
                StyledText("+", style: canIncrement ? .accent : .dim),
            ]
            let title = StyledText("  " + row.title)
            let used = ScreenLine([title] + stepper).displayWidth
            return ScreenLine([title, StyledText(String(repeating: " ", count: max(2, width - used)))] + stepper)
        }
    }

    // MARK: - Keys

    /// The event a key stands for on the focused row, or nil when it does nothing here.
    public func event(for key: Key, in state: StayFiltersViewState) -> FlowEvent? {
        let focused = state.focusedRow?.id
        switch (key, focused) {
        case (.up, _): return .filters(.focusPreviousRow)
        case (.down, _): return .filters(.focusNextRow)
        case (.text(" "), .choice(let choice)?): return .filters(.toggle(choice))
        case (.left, .minimum(let minimum)?), (.text("-"), .minimum(let minimum)?):
            return .filters(.decrement(minimum))
        case (.right, .minimum(let minimum)?), (.text("+"), .minimum(let minimum)?),
            (.text("="), .minimum(let minimum)?):
            return .filters(.increment(minimum))
        case (.text("c"), _), (.text("C"), _): return .filters(.clearAll)
        case (.enter, _): return .filters(.confirm)
        case (.escape, _): return .back
        default: return nil
        }
    }
}
