import StaysDomain
import StaysFeatures

/// Draws a page of stays with the highlighted row, and turns keys into its events.
public struct StayResultsScreen: Sendable {
    private let words: any Localizing

    /// Creates the screen, written with `words`.
    public init(words: any Localizing) {
        self.words = words
    }

    // MARK: - Drawing

    /// The list drawn in `size`: one line per stay with its nights (flexible searches), nightly and total price
    /// ("—" without dates), under a note when browsing without dates.
    public func drawing(of state: StayResultsViewState, size: TerminalSize) -> StepDrawing {
        let heading = words.text(
            "app.results.heading",
            [
                "stays": .text(words.text("common.stays", count: state.total)),
                "sort": .text(words.text("app.sort.\(state.sort.rawValue)")), "page": .number(state.pageNumber),
            ])
        var lines =
            [ScreenLine(heading, style: .bold)] + (state.note.map { [ScreenLine($0, style: .dim)] } ?? []) + [.blank]
        switch state.status {
        case .loading: lines.append(ScreenLine(words.text("app.searching"), style: .dim))
        case .failed(let message):
            lines.append(ScreenLine(words.text("app.results.failed", ["reason": .text(message)]), style: .accent))
        case .loaded where state.results.isEmpty: lines.append(ScreenLine(words.text("app.results.none")))
        case .loaded:
            for (index, result) in state.rows.enumerated() {
                let line = row(result, width: size.columns, selected: index == state.selectedIndex)
                lines.append(index == state.selectedIndex ? line.adding(.selected) : line)
            }
        }
        let hints = words.hints([
            "app.hint.move", "app.hint.open", "app.hint.sort", state.hasNextPage ? "app.hint.next-page" : nil,
            "app.hint.previous-page", "app.hint.back",
        ])
        return StepDrawing(lines: lines, hints: hints)
    }

    /// A stay's line: its title cut to the room the prices leave, measured in terminal columns.
    private func row(_ row: StayResultRow, width: Int, selected: Bool) -> ScreenLine {
        let result = row.result
        let marker = selected ? "› " : "  "
        let rating =
            result.stay.rating.map { "★" + String(Double(Int(($0 * 10).rounded())) / 10) }
            ?? words.text("app.results.new")
        let dates = row.datesText.map { "\($0)  " } ?? ""
        let nightly = words.text("app.results.per-night", ["price": .text(result.stay.nightlyPrice.displayText)])
        let right = "\(dates)\(nightly)  \(row.totalText)  \(rating)"
        let used = DisplayWidth.columns(of: marker) + DisplayWidth.columns(of: right)
        let room = max(1, width - used - 2)
        let title = result.stay.title
        let shown =
            DisplayWidth.columns(of: title) > room ? title.prefix(columns: room - 1) + "…" : title
        let gap = String(repeating: " ", count: max(2, width - used - DisplayWidth.columns(of: shown)))
        return ScreenLine(marker + shown + gap + right)
    }

    // MARK: - Keys

    /// The event a key stands for, or nil when it does nothing here.
    public func event(for key: Key) -> FlowEvent? {
        switch key {
        case .up: .results(.move(-1))
        case .down: .results(.move(1))
        case .text("n"), .pageDown: .results(.nextPage)
        case .text("p"), .pageUp: .results(.previousPage)
        case .text("s"), .text("S"): .results(.cycleSort)
        case .enter: .results(.choose)
        case .escape: .back
        default: nil
        }
    }
}
