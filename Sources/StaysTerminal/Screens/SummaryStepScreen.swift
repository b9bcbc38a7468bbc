import StaysDomain
import StaysFeatures

/// Draws the finished query and turns keys into finishing or going back.
public struct SummaryStepScreen: Sendable {
    /// The fewest columns a label takes, so the values line up.
    static let labelWidth = 7
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The step drawn in its own area; `parts` are the flow's summary parts (place, dates, guests, then filters
    /// when any is set). Dates the flow filled in for a skipped When step read "(the coming weekend)".
    public func drawing(of draft: StayQueryDraft, parts: [String]) -> StepDrawing {
        let anyWeek = words.text("app.summary.any-week")
        let place = draft.place.map { "\($0.title), \($0.subtitle)" } ?? words.text("app.summary.anywhere")
        let nights = draft.timing.map { timing in
            timing.nights.map { " (\(words.text("common.nights", count: $0)))" } ?? ""
        }
        let shownWhen = parts.count > 1 ? parts[1] : anyWeek
        let filled = shownWhen == anyWeek ? "" : " (\(words.text("app.summary.coming-weekend")))"
        let labels = ["app.summary.where", "app.summary.when", "app.summary.who"].map { words.text($0) }
        let width = max(Self.labelWidth, (labels.map(DisplayWidth.columns(of:)).max() ?? 0) + 2)
        let who = parts.count > 2 ? parts[2] : words.text("app.who.add-guests")
        let values = [place, shownWhen + (nights ?? filled), who]
        let lines =
            [ScreenLine(words.text("app.summary.heading"), style: .bold), .blank]
            + zip(labels, values).map { labelled($0, $1, width: width) }
            + parts.dropFirst(3).map { labelled("", $0, width: width) }
        return StepDrawing(lines: lines, hints: words.hints(["app.hint.search", "app.hint.back"]))
    }

    private func labelled(_ label: String, _ value: String, width: Int) -> ScreenLine {
        ScreenLine([StyledText(label.rightPadded(to: width), style: .dim), StyledText(value)])
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
