import StaysFeatures

/// Draws the When step as a month grid and turns keys into its events.
///
/// Each day takes four columns: a "›" before the focused day, the number, and a "•" after today.
/// Past and too-late days are dim, check-in and check-out reversed, the nights between highlighted.
public struct DatesStepScreen: Sendable {
    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The step drawn in its own area.
    public func drawing(of state: DateSearchViewState) -> StepDrawing {
        let previous = StyledText("‹ ", style: state.hasPreviousMonth ? .plain : .dim)
        let next = StyledText(" ›", style: state.hasNextMonth ? .plain : .dim)
        let header = ScreenLine([previous, StyledText(state.title, style: .bold), next])
        let weekdays = ScreenLine(state.weekdaySymbols.map { pad(String($0.prefix(3)), to: 4) }.joined(), style: .dim)
        let weeks = state.weeks.map { ScreenLine($0.map(cellText)) }
        let lines =
            [ScreenLine("When's your trip?", style: .bold), .blank, header, weekdays] + weeks
            + [.blank, ScreenLine(state.summary, style: .accent)]
        return StepDrawing(
            lines: lines,
            hints: "↑↓←→ PgUp PgDn · Enter \(state.isNextEnabled ? "next" : "select")"
                + " · s skip · c clear · Esc back")
    }

    private func cellText(_ cell: CalendarCell) -> StyledText {
        guard let day = cell.dayCell else { return StyledText("    ") }
        let number = pad(String(day.day.day), to: 2, leading: true)
        let text = (day.isFocused ? "›" : " ") + number + (day.isToday ? "•" : " ")
        var style: TextStyle = day.isEnabled ? .plain : .dim
        switch day.selection {
        case .checkIn, .checkOut: style.insert(.selected)
        case .insideRange: style.insert(.highlight)
        case .none: break
        }
        if day.isFocused { style.insert(.selected) }
        return StyledText(text, style: style)
    }

    private func pad(_ text: String, to width: Int, leading: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.columns(of: text)))
        return leading ? padding + text : text + padding
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here; Enter on the chosen check-out confirms.
    public func event(for key: Key, in state: DateSearchViewState) -> FlowEvent? {
        switch key {
        case .left: .dates(.moveFocus(.previousDay))
        case .right: .dates(.moveFocus(.nextDay))
        case .up: .dates(.moveFocus(.previousWeek))
        case .down: .dates(.moveFocus(.nextWeek))
        case .pageUp: .dates(.moveFocus(.previousMonth))
        case .pageDown: .dates(.moveFocus(.nextMonth))
        case .enter: .dates(state.isNextEnabled && state.focusedDay == state.checkOut ? .confirm : .select)
        case .text("s"), .text("S"): .dates(.skip)
        case .text("c"), .text("C"): .dates(.clear)
        case .escape: .back
        default: nil
        }
    }
}
