/// Checks names typed by people: trimmed of surrounding spaces, 1…maximum characters, nothing unprintable.
public enum PrintableText {
    /// Why a text was refused.
    public struct Refusal: Error, Hashable, Sendable {}

    /// The trimmed text, or `Refusal` when it is empty, too long or holds control or format characters.
    public static func validated(_ text: String, maximum: Int) throws(Refusal) -> String {
        let trimmed = text.trimmingWhitespace()
        guard (1...maximum).contains(trimmed.count), trimmed.unicodeScalars.allSatisfy(isPrintable) else {
            throw Refusal()
        }
        return trimmed
    }

    /// Whether a scalar prints as itself (no control, format, separator, private or unassigned scalars).
    public static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: false
        default: true
        }
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
