/// Makes text from outside the program (a database, an index, a request) safe to print to a terminal or a table.
public enum TerminalText {
    /// What replaces a character that could control the terminal: U+FFFD, visible and inert.
    public static let placeholder: Unicode.Scalar = "\u{FFFD}"

    /// `text` on one line with nothing that steers the terminal: tabs, line and paragraph breaks become spaces;
    /// every other control character (C0, DEL, C1, so ESC and with it every escape sequence and OSC hyperlink)
    /// and every format character (bidi overrides and isolates, zero-width spaces, BOM) becomes `placeholder`.
    /// Zero-width joiners and non-joiners stay, because emoji and several scripts need them.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBreak(scalar) {
                scalars.append(" ")
            } else {
                scalars.append(isUnsafe(scalar) ? placeholder : scalar)
            }
        }
        return String(scalars)
    }

    // MARK: - Classes of characters

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: scalar != "\u{200C}" && scalar != "\u{200D}"
        default: false
        }
    }

    private static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}
