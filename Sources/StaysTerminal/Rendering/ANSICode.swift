/// The ANSI/xterm control sequences the terminal layer writes.
enum ANSICode {
    // MARK: - Screen modes

    /// Switches to the alternate screen buffer.
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Returns to the normal screen buffer.
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hides the text cursor.
    static let hideCursor = "\u{1B}[?25l"
    /// Shows the text cursor.
    static let showCursor = "\u{1B}[?25h"

    // MARK: - Drawing

    /// Clears the whole line the cursor is on.
    static let clearLine = "\u{1B}[2K"
    /// Turns all text styles off.
    static let resetStyle = "\u{1B}[0m"

    /// Moves the cursor to a zero-based row and column.
    static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(row + 1);\(column + 1)H"
    }

    /// Sets text styles from SGR parameters.
    static func selectGraphicRendition(_ parameters: [Int]) -> String {
        "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
