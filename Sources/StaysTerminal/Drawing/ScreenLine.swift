/// One row of a frame, made of styled spans drawn left to right.
public struct ScreenLine: Hashable, Sendable {
    /// The spans, in order.
    public let spans: [StyledText]

    /// Creates a line from spans.
    public init(_ spans: [StyledText]) {
        self.spans = spans
    }

    /// Creates a line of one span.
    public init(_ text: String, style: TextStyle = .plain) {
        self.init([StyledText(text, style: style)])
    }

    /// An empty line.
    public static let blank = ScreenLine([])

    /// All the text without styles.
    public var text: String { spans.map(\.text).joined() }

    /// The width of the line in terminal columns.
    public var displayWidth: Int { DisplayWidth.columns(of: text) }

    /// The same spans with `style` added to each, e.g. to mark a row selected.
    public func adding(_ style: TextStyle) -> ScreenLine {
        ScreenLine(spans.map { StyledText($0.text, style: $0.style.union(style)) })
    }
}
