/// How a span of text looks; styles combine, e.g. a highlighted match inside a selected row.
public struct TextStyle: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt8

    /// Creates a style from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    // MARK: - Styles

    /// No styling.
    public static let plain: TextStyle = []
    /// Heavier text, e.g. headings.
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Fainter text, e.g. subtitles and hints.
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// The selected row, drawn in reverse video.
    public static let selected = TextStyle(rawValue: 1 << 2)
    /// Matched text inside a title.
    public static let highlight = TextStyle(rawValue: 1 << 3)
    /// The product's accent color, e.g. for prompts and counts.
    public static let accent = TextStyle(rawValue: 1 << 4)
}
