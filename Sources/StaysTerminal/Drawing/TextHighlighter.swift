import StaysDomain

/// Splits a title into spans, styling the parts covered by UTF-16 `TextRange`s (e.g. matched text).
///
/// Bad ranges never crash: negative lengths are ignored, ranges are clamped to the text, and a
/// range edge that falls inside a surrogate pair leaves that half-covered scalar unstyled. A whole
/// character (grapheme) is styled when any of its scalars is fully covered, so marks stay with their base.
public struct TextHighlighter: Sendable {
    /// The style of text outside the ranges.
    public let baseStyle: TextStyle
    /// The style added to text inside the ranges.
    public let highlightStyle: TextStyle

    /// Creates a highlighter.
    public init(baseStyle: TextStyle = .plain, highlightStyle: TextStyle = .highlight) {
        self.baseStyle = baseStyle
        self.highlightStyle = highlightStyle
    }

    // MARK: - Splitting

    /// The title as consecutive spans, alternating between base and highlighted style.
    public func spans(for title: String, highlights: [TextRange]) -> [StyledText] {
        let intervals = Self.clampedIntervals(highlights, utf16Count: title.utf16.count)
        var spans: [StyledText] = []
        var runText = ""
        var runIsHighlighted = false
        var offset = 0
        for character in title {
            var isHighlighted = false
            for scalar in character.unicodeScalars {
                let end = offset + scalar.utf16.count
                isHighlighted = isHighlighted || intervals.contains { $0.lowerBound <= offset && end <= $0.upperBound }
                offset = end
            }
            if isHighlighted != runIsHighlighted, !runText.isEmpty {
                spans.append(span(runText, highlighted: runIsHighlighted))
                runText = ""
            }
            runIsHighlighted = isHighlighted
            runText.append(character)
        }
        if !runText.isEmpty { spans.append(span(runText, highlighted: runIsHighlighted)) }
        return spans
    }

    // MARK: - Helpers

    private func span(_ text: String, highlighted: Bool) -> StyledText {
        StyledText(text, style: highlighted ? baseStyle.union(highlightStyle) : baseStyle)
    }

    private static func clampedIntervals(_ ranges: [TextRange], utf16Count: Int) -> [Range<Int>] {
        ranges.compactMap { range in
            guard range.length > 0 else { return nil }
            let (sum, overflow) = range.location.addingReportingOverflow(range.length)
            let lower = min(max(range.location, 0), utf16Count)
            let upper = min(max(overflow ? Int.max : sum, 0), utf16Count)
            return lower < upper ? lower..<upper : nil
        }
    }
}
