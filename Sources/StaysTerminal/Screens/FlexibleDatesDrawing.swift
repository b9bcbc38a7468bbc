import StaysDomain
import StaysFeatures

/// Draws the flexible half of the When step (a length and the coming months, four to a row) and turns its keys
/// into events.
struct FlexibleDatesDrawing: Sendable {
    /// Months shown on one row.
    static let monthsPerRow = 4
    /// The fewest columns a month takes, so English months keep their grid.
    static let monthWidth = 11

    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Drawing

    /// The lengths, the months with the chosen ones reversed and the cursor marked, and the choice so far.
    func drawing(of state: DateSearchViewState) -> StepDrawing {
        let lengths = state.lengthNames.enumerated().map { index, name in
            StyledText(" \(name) ", style: index == state.chosenLength ? .selected : .plain)
        }
        let width = max(Self.monthWidth, (state.months.map { DisplayWidth.columns(of: $0.title) }.max() ?? 0) + 3)
        let rows = stride(from: 0, to: state.months.count, by: Self.monthsPerRow).map { start in
            ScreenLine(
                state.months[start..<min(start + Self.monthsPerRow, state.months.count)].map {
                    monthText($0, width: width)
                })
        }
        let lines =
            [
                ScreenLine(state.heading, style: .bold), .blank,
                ScreenLine([StyledText(state.lengthPrompt + "  ", style: .dim)] + lengths), .blank,
                ScreenLine(state.monthsPrompt, style: .dim),
            ] + rows + [
                .blank, ScreenLine(state.summary, style: .accent),
                ScreenLine(words.hints(["app.hint.exact-dates", "app.hint.any-dates"]), style: .dim),
            ]
        let hints = words.hints([
            "app.hint.pick-months", "app.hint.length", state.isNextEnabled ? "app.hint.next" : "app.hint.pick",
            "app.hint.clear", "app.hint.back",
        ])
        return StepDrawing(lines: lines, hints: hints)
    }

    private func monthText(_ month: MonthCell, width: Int) -> StyledText {
        let text = (month.isFocused ? "›" : " ") + month.title + " "
        var style: TextStyle = month.isChosen ? .selected : .plain
        if month.isFocused { style.insert(.highlight) }
        return StyledText(text.rightPadded(to: width), style: style)
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
