// MARK: - Padding

extension String {
    /// The text with spaces before it up to `width` terminal columns, e.g. a stepper's count.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.columns(of: self))) + self
    }

    /// The text with spaces after it up to `width` terminal columns, so the next column lines up whatever the script
    /// (Hangul takes two columns a character).
    func rightPadded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.columns(of: self)))
    }

    /// The text cut to at most `width` terminal columns, a wide character that would straddle the edge left out.
    func prefix(columns width: Int) -> String {
        var used = 0
        var kept = ""
        for character in self {
            let columns = DisplayWidth.columns(of: character)
            guard used + columns <= width else { break }
            kept.append(character)
            used += columns
        }
        return kept
    }
}
