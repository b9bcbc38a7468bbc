/// Why text or numbers do not make a calendar day; each case reads as a message for the user.
public enum CalendarDayError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No text was given.
    case empty
    /// The text is not written as `YYYY-MM-DD` with ASCII digits.
    case malformed(String)
    /// The year is outside 1...9999.
    case yearOutOfRange(Int)
    /// The month is outside 1...12.
    case monthOutOfRange(Int)
    /// The month has no such day, such as February 29 in a common year.
    case dayOutOfRange(Int, month: Int, year: Int)

    /// The longest part of rejected text repeated in a message.
    private static let quotedLength = 32

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .empty:
            "a date is required, written as YYYY-MM-DD"
        case .malformed(let text):
            "expected a date written as YYYY-MM-DD, got \(Self.quoted(text))"
        case .yearOutOfRange(let year):
            "year must be between 1 and 9999, got \(year)"
        case .monthOutOfRange(let month):
            "month must be between 1 and 12, got \(month)"
        case .dayOutOfRange(let day, let month, let year):
            "month \(month) of \(year) has no day \(day)"
        }
    }

    // MARK: - Quoting

    private static func quoted(_ text: String) -> String {
        guard text.count > quotedLength else { return text.debugDescription }
        return String(text.prefix(quotedLength)).debugDescription + "…"
    }
}
