/// The text rules of RFC 5545 that both directions share: escaping TEXT values and folding long lines.
enum ICalendarText {
    /// The longest a line may be, in octets, before its line break.
    static let lineLimit = 75

    // MARK: - Escaping

    /// A TEXT value with backslash, semicolon, comma and line breaks escaped; other control characters (which a
    /// TEXT value may not hold) are left out.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\r": escaped += "\\n"
            case "\n": if !previousWasReturn { escaped += "\\n" }
            case _ where isControl(scalar): continue
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A TEXT value read back: `\n` and `\N` become a line break, `\\`, `\;`, `\,` their character; control
    /// characters are left out so the value is safe to print.
    static func unescaped(_ value: Substring) -> String {
        var text = ""
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                escaping = false
                text.unicodeScalars.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
            } else if scalar == "\\" {
                escaping = true
            } else if !isControl(scalar) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Whether a scalar is a C0 control character (tab included) or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    // MARK: - Folding

    /// Appends `line` to `output` with its CRLF, folded so no physical line is over 75 octets: each break comes
    /// before a whole UTF-8 sequence, and each continuation starts with one space (counted in its 75).
    static func appendFolded(_ line: String, to output: inout String) {
        var used = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if used + width > lineLimit {
                output += "\r\n "
                used = 1
            }
            output.unicodeScalars.append(scalar)
            used += width
        }
        output += "\r\n"
    }
}
