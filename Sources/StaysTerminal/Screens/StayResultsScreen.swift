import StaysDomain
import StaysFeatures

/// Draws a page of stays with the highlighted row, and turns keys into its events.
public struct StayResultsScreen: Sendable {
    /// Creates the screen.
    public init() {}

    // MARK: - Drawing

    /// The list drawn in `size`: one line per stay with its nights (flexible searches), nightly and total price
    /// ("—" without dates), under a note when browsing without dates.
    public func drawing(of state: StayResultsViewState, size: TerminalSize) -> StepDrawing {
        let header = ScreenLine(
            "\(state.total) stays · sorted by \(state.sort.rawValue) · page \(state.pageNumber)", style: .bold)
        var lines = [header] + (state.note.map { [ScreenLine($0, style: .dim)] } ?? []) + [.blank]
        switch state.status {
        case .loading: lines.append(ScreenLine("Searching…", style: .dim))
        case .failed(let message): lines.append(ScreenLine("Search failed: \(message)", style: .accent))
        case .loaded where state.results.isEmpty: lines.append(ScreenLine("No stays match."))
        case .loaded:
            for (index, result) in state.rows.enumerated() {
                let line = row(result, width: size.columns, selected: index == state.selectedIndex)
                lines.append(index == state.selectedIndex ? line.adding(.selected) : line)
            }
        }
        let next = state.hasNextPage ? " · n next page" : ""
        return StepDrawing(lines: lines, hints: "↑↓ move · Enter open · s sort\(next) · p previous page · Esc back")
    }

    private func row(_ row: StayResultRow, width: Int, selected: Bool) -> ScreenLine {
        let result = row.result
        let marker = selected ? "› " : "  "
        let rating = result.stay.rating.map { "★" + String(Double(Int(($0 * 10).rounded())) / 10) } ?? "new"
        let dates = row.datesText.map { "\($0)  " } ?? ""
        let right = "\(dates)\(result.stay.nightlyPrice.displayText)/night  \(row.totalText)  \(rating)"
        let room = max(1, width - marker.count - right.count - 2)
        let title =
            result.stay.title.count > room ? String(result.stay.title.prefix(room - 1)) + "…" : result.stay.title
        let gap = String(repeating: " ", count: max(2, width - marker.count - title.count - right.count))
        return ScreenLine(marker + title + gap + right)
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
