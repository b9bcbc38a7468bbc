/// Text after case, width and diacritic folding, split into word tokens of UTF-8 bytes.
struct FoldedText: Sendable {
    /// The tokens, in order.
    var tokens: [[UInt8]]
    /// Whether the text ended inside a word, so the last token may be a prefix of a longer word.
    var endsInsideWord: Bool

    /// The tokens joined by single spaces, the form phrase terms are stored in.
    var phrase: [UInt8] {
        var bytes: [UInt8] = []
        for (position, token) in tokens.enumerated() {
            if position > 0 { bytes.append(TextFolder.phraseSeparator) }
            bytes.append(contentsOf: token)
        }
        return bytes
    }
}
