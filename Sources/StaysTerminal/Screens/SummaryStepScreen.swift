import StaysFeatures

/// Draws the finished query and turns keys into finishing or going back.
public struct SummaryStepScreen: Sendable {
    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The step drawn in its own area; `parts` are the flow's summary parts (place, dates, guests, then filters
    /// when any is set).
    public func drawing(of draft: StayQueryDraft, parts: [String]) -> StepDrawing {
        let place = draft.place.map { "\($0.title), \($0.subtitle)" } ?? "Anywhere"
        let nights = draft.timing.map { timing in
            timing.nights.map { $0 == 1 ? " (1 night)" : " (\($0) nights)" } ?? ""
        }
        let shownWhen = parts.count > 1 ? parts[1] : "Any week"
        let when = shownWhen + (nights ?? (shownWhen == "Any week" ? "" : " (the coming weekend)"))
        let lines = [
            ScreenLine("Your search", style: .bold), .blank,
            labelled("Where", place),
            labelled("When", when),
            labelled("Who", parts.count > 2 ? parts[2] : "Add guests"),
        ] + parts.dropFirst(3).map { labelled("", $0) }
        return StepDrawing(lines: lines, hints: "Enter search · Esc back")
    }

    private func labelled(_ label: String, _ value: String) -> ScreenLine {
        ScreenLine([
            StyledText(label.padding(toLength: 7, withPad: " ", startingAt: 0), style: .dim), StyledText(value),
        ])
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key) -> FlowEvent? {
        switch key {
        case .enter: .finish
        case .escape: .back
        default: nil
        }
    }
}
