/// Finds the string literals of Swift source, skipping comments: plain, multi-line and raw (`#"…"#`) strings, and
/// the literals inside another's interpolation. Enough Swift to read the project's own sources, not a compiler.
struct SwiftLiteralScanner {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var found: [SwiftStringLiteral] = []

    /// A scanner over `source`.
    init(_ source: String) {
        characters = Array(source)
    }

    /// The literals of `source`, in order of their closing quotes.
    static func literals(in source: String) -> [SwiftStringLiteral] {
        var scanner = SwiftLiteralScanner(source)
        scanner.scanCode(closingParenthesis: false)
        return scanner.found
    }

    // MARK: - Code

    /// Reads code up to the end, or up to the `)` that closes an interpolation.
    private mutating func scanCode(closingParenthesis: Bool) {
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if starts(with: "//") {
                skip { $0 != "\n" }
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if character == "\"" || (character == "#" && rawQuote() != nil) {
                scanLiteral()
            } else {
                if character == "(" { depth += 1 }
                if character == ")" {
                    if closingParenthesis && depth == 0 {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                advance()
            }
        }
    }

    // MARK: - Literals

    private mutating func scanLiteral() {
        let startLine = line
        let before = String(characters[lineStart(of: index)..<index]).trimmingWhitespace
        let hashes = characters[index...].prefix { $0 == "#" }.count
        index += hashes
        let multiline = starts(with: "\"\"\"")
        index += multiline ? 3 : 1
        let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var text = ""
        while index < characters.count, !starts(with: closing) {
            if starts(with: escape + "(") {
                index += escape.count + 1
                scanCode(closingParenthesis: true)
                text += "{}"
            } else if starts(with: escape) {
                index += escape.count
                text.append(decodedEscape())
            } else {
                text.append(characters[index])
                advance()
            }
        }
        index = min(index + closing.count, characters.count)
        let after = index < characters.count ? characters[index] : nil
        found.append(SwiftStringLiteral(text: text, line: startLine, before: before, after: after))
    }

    /// The character an escape stands for (`\n`, `\u{1B}`); the backslash is already read.
    private mutating func decodedEscape() -> Character {
        guard index < characters.count else { return " " }
        let letter = characters[index]
        advance()
        switch letter {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u":
            let digits = characters[index...].prefix { $0 != "}" }.dropFirst()
            index += digits.count + 2
            return UInt32(String(digits), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init) ?? " "
        default: return letter
        }
    }

    /// The index of the quote after `#…#` when it opens a raw string, else nil.
    private func rawQuote() -> Int? {
        let hashes = characters[index...].prefix { $0 == "#" }.count
        let quote = index + hashes
        return quote < characters.count && characters[quote] == "\"" ? quote : nil
    }

    // MARK: - Moving

    private func starts(with text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]) == wanted
    }

    private mutating func advance() {
        if characters[index] == "\n" { line += 1 }
        index += 1
    }

    private mutating func skip(while condition: (Character) -> Bool) {
        while index < characters.count, condition(characters[index]) { advance() }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") {
                depth += 1
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                index += 2
            } else {
                advance()
            }
        } while depth > 0 && index < characters.count
    }

    private func lineStart(of position: Int) -> Int {
        var start = position
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
