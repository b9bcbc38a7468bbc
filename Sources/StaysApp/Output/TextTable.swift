import Foundation
import StaysDomain

/// Aligned text columns, two spaces apart, the last column unpadded; cells are made printable
/// (`TerminalText.printable`), since many come from the catalogue or the place index.
struct TextTable {
    /// The column titles.
    let header: [String]
    /// The cells, one array per row, as many as the header.
    let rows: [[String]]

    /// The table, one line per row, each ending in a newline.
    var text: String {
        let all = ([header] + rows).map { $0.map(TerminalText.printable) }
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
