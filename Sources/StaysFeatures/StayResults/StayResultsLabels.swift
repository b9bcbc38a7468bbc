import Foundation
import StaysDomain

/// Writes the results list's words: each row's nights and total, and the note shown when browsing without dates.
struct StayResultsLabels: Sendable {
    /// The words for timings, in the calendar's locale.
    let timing: StayTimingLabels
    /// The words, in the person's language.
    let words: any Localizing

    // MARK: - Rows

    /// The result's row: its nights shown when `timing` is flexible (each stay has its own), its total or "—".
    func row(for result: StaySearchResult, timing searched: StayTiming) -> StayResultRow {
        guard case .flexible = searched, let dates = result.dates else { return StayResultRow(result: result) }
        return StayResultRow(result: result, datesText: timing.range(dates))
    }

    // MARK: - Note

    /// A line under the heading: browsing without dates prices stays by the night only.
    func note(for searched: StayTiming) -> String? {
        searched == .anyTime ? words.text("app.results.note") : nil
    }
}
