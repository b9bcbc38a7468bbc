// MARK: - Padding

extension String {
    /// The text with spaces before it up to `width` characters, e.g. a stepper's count.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
