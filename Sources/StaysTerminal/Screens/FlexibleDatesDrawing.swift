import StaysFeatures

/// Draws the flexible half of the When step (a length and the coming months, four to a row) and turns its keys
/// into events.
struct FlexibleDatesDrawing: Sendable {
    /// Months shown on one row.
    static let monthsPerRow = 4

    // MARK: - Drawing

    /// The lengths, the months with the chosen ones reversed and the cursor marked, and the choice so far.
    func drawing(of state: DateSearchViewState) -> StepDrawing {
        let lengths = state.lengthNames.enumerated().map { index, name in
            StyledText(" \(name) ", style: index == state.chosenLength ? .selected : .plain)
        }
        let rows = stride(from: 0, to: state.months.count, by: Self.monthsPerRow).map { start in
            ScreenLine(state.months[start..<min(start + Self.monthsPerRow, state.months.count)].map(monthText))
        }
        let lines =
            [
                ScreenLine(state.heading, style: .bold), .blank,
                ScreenLine([StyledText(state.lengthPrompt + "  ", style: .dim)] + lengths), .blank,
                ScreenLine(state.monthsPrompt, style: .dim),
            ] + rows + [
                .blank, ScreenLine(state.summary, style: .accent),
                ScreenLine("Tab exact dates · a any dates", style: .dim),
            ]
        let enter = state.isNextEnabled ? "next" : "pick"
        return StepDrawing(
            lines: lines, hints: "↑↓←→ Space pick · l length · Enter \(enter) · c clear · Esc back")
    }

    private func monthText(_ month: MonthCell) -> StyledText {
        let text = (month.isFocused ? "›" : " ") + month.title + " "
        var style: TextStyle = month.isChosen ? .selected : .plain
        if month.isFocused { style.insert(.highlight) }
        let padding = String(repeating: " ", count: max(0, 11 - DisplayWidth.columns(of: text)))
        return StyledText(text + padding, style: style)
    }

    // MARK: - Keys

    /// The event a key stands for in the flexible half, or nil when it does nothing here; Enter goes on once a month
    /// is chosen and chooses the month under the cursor before.
    func event(for key: Key, in state: DateSearchViewState) -> FlowEvent? {
        switch key {
        case .left: .dates(.moveMonth(-1))
        case .right: .dates(.moveMonth(1))
        case .up: .dates(.moveMonth(-Self.monthsPerRow))
        case .down: .dates(.moveMonth(Self.monthsPerRow))
        case .text(" "): .dates(.toggleMonth)
        case .text("l"), .text("L"): .dates(.cycleLength)
        case .enter: .dates(state.isNextEnabled ? .confirm : .toggleMonth)
        case .text("c"), .text("C"): .dates(.clear)
        case .escape: .back
        default: nil
        }
    }
}
