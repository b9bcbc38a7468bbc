/// A run of text drawn in one style.
public struct StyledText: Hashable, Sendable {
    /// The characters to draw.
    public let text: String
    /// How they look.
    public let style: TextStyle

    /// Creates a span.
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}
