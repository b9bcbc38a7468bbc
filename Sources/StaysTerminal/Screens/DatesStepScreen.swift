import StaysDomain
import StaysFeatures

/// Draws the When step and turns keys into its events: a month grid for exact dates (give or take some days with
/// + and −), or, after Tab, a weekend, week or month in chosen months; "a" browses without dates.
///
/// Each day takes four columns: a "›" before the focused day, the number, and a "•" after today; each weekday name
/// sits over its days' numbers, cut to the two columns they take (a Hangul name such as "일" fills them).
/// Past and too-late days are dim, check-in and check-out reversed, the nights between highlighted.
public struct DatesStepScreen: Sendable {
    /// Columns one day takes.
    static let cellWidth = 4
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The step drawn in its own area.
    public func drawing(of state: DateSearchViewState) -> StepDrawing {
        switch state.mode {
        case .dates: calendarDrawing(of: state)
        case .flexible: FlexibleDatesDrawing(words: words).drawing(of: state)
        }
    }

    private func calendarDrawing(of state: DateSearchViewState) -> StepDrawing {
        let previous = StyledText("‹ ", style: state.hasPreviousMonth ? .plain : .dim)
        let next = StyledText(" ›", style: state.hasNextMonth ? .plain : .dim)
        let header = ScreenLine([previous, StyledText(state.title, style: .bold), next])
        let weekdays = ScreenLine(state.weekdaySymbols.map(weekdayText).joined(), style: .dim)
        let weeks = state.weeks.map { ScreenLine($0.map(cellText)) }
        let spread = words.text("app.hint.spread", ["spread": .text(state.spreadText)])
        let options =
            state.offersEveryTiming
            ? [ScreenLine(spread + " · " + words.hints(["app.hint.flexible", "app.hint.any-dates"]), style: .dim)] : []
        let lines =
            [ScreenLine(state.heading, style: .bold), .blank, header, weekdays] + weeks
            + [.blank, ScreenLine(state.summary, style: .accent)] + options
        let hints = words.hints([
            "app.hint.move-days", state.isNextEnabled ? "app.hint.next" : "app.hint.select",
            state.offersEveryTiming ? "app.hint.skip" : nil, "app.hint.clear", "app.hint.back",
        ])
        return StepDrawing(lines: lines, hints: hints)
    }

    /// A weekday name over the day numbers' columns: " Su " from "Sun", " 일 " from "일".
    private func weekdayText(_ symbol: String) -> String {
        let name = symbol.prefix(columns: 3)
        let lead = DisplayWidth.columns(of: name) < 3 ? " " : ""
        return (lead + name).rightPadded(to: Self.cellWidth)
    }

    private func cellText(_ cell: CalendarCell) -> StyledText {
        guard let day = cell.dayCell else { return StyledText(String(repeating: " ", count: Self.cellWidth)) }
        let number = String(day.day.day).leftPadded(to: 2)
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

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here; Enter on the chosen check-out confirms.
    public func event(for key: Key, in state: DateSearchViewState) -> FlowEvent? {
        if state.offersEveryTiming, let event = everyTimingEvent(for: key) { return .dates(event) }
        if state.mode == .flexible { return FlexibleDatesDrawing(words: words).event(for: key, in: state) }
        switch key {
        case .left: return .dates(.moveFocus(.previousDay))
        case .right: return .dates(.moveFocus(.nextDay))
        case .up: return .dates(.moveFocus(.previousWeek))
        case .down: return .dates(.moveFocus(.nextWeek))
        case .pageUp: return .dates(.moveFocus(.previousMonth))
        case .pageDown: return .dates(.moveFocus(.nextMonth))
        case .enter: return .dates(state.isNextEnabled && state.focusedDay == state.checkOut ? .confirm : .select)
        case .text("+"), .text("="): return state.offersEveryTiming ? .dates(.changeSpread(1)) : nil
        case .text("-"), .text("−"): return state.offersEveryTiming ? .dates(.changeSpread(-1)) : nil
        case .text("c"), .text("C"): return .dates(.clear)
        case .escape: return .back
        default: return nil
        }
    }

    /// The keys of the full When step in both halves: Tab switches, "s" skips, "a" browses without dates.
    private func everyTimingEvent(for key: Key) -> DateSearchEvent? {
        switch key {
        case .tab: .switchMode
        case .text("s"), .text("S"): .skip
        case .text("a"), .text("A"): .browse
        default: nil
        }
    }
}
