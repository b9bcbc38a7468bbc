/// A string literal of Swift source: its fixed text (each interpolation written `{}`, escapes decoded), the line it
/// starts on, the code before it on that line and the character right after it.
struct SwiftStringLiteral: Hashable {
    /// The fixed text, e.g. `Filters · {}` for `"Filters · \(count)"`.
    let text: String
    /// The line it starts on, from 1.
    let line: Int
    /// The code before it on its line, e.g. `help:` or `words.text(`.
    let before: String
    /// The character right after its closing quote, e.g. `:` for a dictionary key.
    let after: Character?
}
