import StaysDomain
import StaysFeatures

/// Draws the Filters step as check boxes and steppers under their headings, scrolled to keep the cursor in view,
/// with the live count on top; turns keys into its events.
public struct FiltersStepScreen: Sendable {
    /// The lines above the scrolling list: title, count and a blank.
    static let headerLines = 3
    /// The fewest columns a stepper's value takes.
    static let valueWidth = 5
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The step drawn in `size` (the step's own area).
    public func drawing(of state: StayFiltersViewState, size: TerminalSize) -> StepDrawing {
        var body: [ScreenLine] = []
        var focusedLine = 0
        let valueWidth = stepperWidth(of: state.sections.flatMap(\.rows))
        for section in state.sections {
            if !body.isEmpty { body.append(.blank) }
            body.append(ScreenLine(section.title, style: .bold))
            for row in section.rows {
                if row.isFocused { focusedLine = body.count }
                let line = rowLine(row, valueWidth: valueWidth, width: size.columns)
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
            hints: words.hints([
                "app.hint.row", "app.hint.tick", "app.hint.change", "app.hint.clear-all", "app.hint.show-stays",
                "app.hint.cancel",
            ]))
    }

    /// The columns a stepper's value takes: five, or one more than the widest value ("상관없음").
    private func stepperWidth(of rows: [StayFilterRowState]) -> Int {
        let widths = rows.map { row in
            guard case .stepper(let value, _, _) = row.control else { return 0 }
            return DisplayWidth.columns(of: value) + 1
        }
        return max(Self.valueWidth, widths.max() ?? 0)
    }

    private func rowLine(_ row: StayFilterRowState, valueWidth: Int, width: Int) -> ScreenLine {
        switch row.control {
        case .toggle(let isOn):
            return ScreenLine([
                StyledText(isOn ? "  [x] " : "  [ ] ", style: isOn ? .accent : .plain), StyledText(row.title),
            ])
        case .stepper(let value, let canDecrement, let canIncrement):
            let stepper = [
                StyledText("−", style: canDecrement ? .accent : .dim),
                StyledText(value.leftPadded(to: valueWidth) + "  "),
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
