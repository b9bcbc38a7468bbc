/// Why a file could not be read as an iCalendar file at all; each case reads as a message for the user.
public enum ICalendarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is larger than the reader accepts.
    case tooLarge(limit: Int)
    /// A line is not UTF-8 text.
    case notUTF8(line: Int)
    /// The file does not start with `BEGIN:VCALENDAR`.
    case notACalendar
    /// A line is not `NAME[;PARAM=VALUE]:VALUE`.
    case malformedLine(line: Int)
    /// An `END` closes another component than the one open.
    case mismatchedEnd(line: Int, expected: String, found: String)
    /// A `VEVENT` starting on this line is never closed.
    case unterminatedEvent(line: Int)
    /// The calendar is never closed by `END:VCALENDAR`.
    case unterminatedCalendar
    /// The file holds more events than the reader accepts.
    case tooManyEvents(limit: Int)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .tooLarge(let limit): "the file is larger than \(limit) bytes, the most that is read"
        case .notUTF8(let line): "line \(line) is not UTF-8 text"
        case .notACalendar: "not an iCalendar file: it does not begin with BEGIN:VCALENDAR"
        case .malformedLine(let line): "line \(line) is not a content line (NAME:VALUE)"
        case .mismatchedEnd(let line, let expected, let found):
            "line \(line): END:\(found) where END:\(expected) was expected"
        case .unterminatedEvent(let line): "the event beginning on line \(line) has no END:VEVENT"
        case .unterminatedCalendar: "the calendar has no END:VCALENDAR; the file may be cut short"
        case .tooManyEvents(let limit): "the file holds more than \(limit) events"
        }
    }
}
