import Foundation
import StaysDomain
import StaysTerminal

/// Aligned text columns, two spaces apart, the last column unpadded; cells are made printable
/// (`TerminalText.printable`), since many come from the catalogue or the place index. Widths are terminal columns, so
/// Hangul headers and names (two columns a character) line up too.
struct TextTable {
    /// The column titles.
    let header: [String]
    /// The cells, one array per row, as many as the header.
    let rows: [[String]]

    /// The table, one line per row, each ending in a newline.
    var text: String {
        let all = ([header] + rows).map { $0.map(TerminalText.printable) }
        let widths = header.indices.map { column in all.map { DisplayWidth.columns(of: $0[column]) }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = max(0, widths[column] - DisplayWidth.columns(of: cell))
                return column == row.count - 1 ? cell : cell + String(repeating: " ", count: padding)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
