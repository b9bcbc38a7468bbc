/// How many terminal columns text takes: East Asian wide characters and emoji take 2,
/// combining marks and other zero-width scalars 0, control characters 0, everything else 1.
public enum DisplayWidth {
    // MARK: - Measuring

    /// The columns `text` takes when drawn.
    public static func columns(of text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one grapheme cluster takes: its widest scalar, or 2 for an emoji presentation.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.properties.isEmoji, scalars.contains(variationSelector16) { return 2 }
        return scalars.reduce(0) { max($0, columns(of: $1)) }
    }

    /// The columns one scalar takes on its own.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        if isZeroWidth(scalar) { return 0 }
        if scalar.properties.isEmojiPresentation || isEastAsianWide(scalar.value) { return 2 }
        return 1
    }

    // MARK: - Classes

    private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format: return true
        default: return (0x1160...0x11FF).contains(scalar.value) || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// Ranges with East Asian Width "W" or "F": Hangul, Han, Kana, CJK punctuation, fullwidth forms.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF, 0x1B000...0x1B2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
