import Foundation
import StaysDomain

/// Reads the events of an iCalendar (RFC 5545) file as the nights they make unavailable. DTSTART and DTEND may be
/// DATE or DATE-TIME values; of a DATE-TIME (UTC, floating or with a TZID) only the day as written counts, with no
/// conversion between zones. A missing DTEND means one night; a repeating event is rejected, not expanded.
public struct ICalendarReader: Sendable {
    /// The largest file read, in bytes.
    public let maximumBytes: Int
    /// The most events read from one file.
    public let maximumEvents: Int

    /// Creates a reader with these limits (by default 2 MB and 10,000 events).
    public init(maximumBytes: Int = 2_000_000, maximumEvents: Int = 10_000) {
        self.maximumBytes = maximumBytes
        self.maximumEvents = maximumEvents
    }

    /// The UTF-8 byte order mark some writers put first.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Reading

    /// The events of `data`; throws `ICalendarError` when it is not a whole, readable iCalendar file.
    public func read(_ data: Data) throws(ICalendarError) -> ICalendarContents {
        guard data.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
        let bytes = Array(data)
        let lines = try ICalendarUnfolding.lines(
            of: bytes.starts(with: Self.byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes)
        guard let first = lines.first, first.text.uppercased() == "BEGIN:VCALENDAR" else { throw .notACalendar }
        var state = ReadingState()
        for (text, number) in lines.dropFirst() {
            guard let line = ICalendarContentLine(text, lineNumber: number) else { throw .malformedLine(line: number) }
            if try state.take(line, maximumEvents: maximumEvents) { return state.contents }
        }
        if let event = state.openEvent { throw .unterminatedEvent(line: event.line) }
        throw .unterminatedCalendar
    }
}

/// Where the reader is: the components open inside the calendar and the events read so far.
private struct ReadingState {
    private var components: [String] = []
    private(set) var openEvent: ICalendarEventFields?
    private var events: [ICalendarEvent] = []
    private var rejected: [RejectedICalendarEvent] = []

    /// What was read.
    var contents: ICalendarContents { ICalendarContents(events: events, rejected: rejected) }

    /// Takes one line; true once `END:VCALENDAR` closes the calendar.
    mutating func take(_ line: ICalendarContentLine, maximumEvents: Int) throws(ICalendarError) -> Bool {
        let component = line.value.trimmingSpaces.uppercased()
        switch line.name {
        case "BEGIN":
            if component == "VEVENT", components.isEmpty {
                guard events.count + rejected.count < maximumEvents else { throw .tooManyEvents(limit: maximumEvents) }
                openEvent = ICalendarEventFields(line: line.lineNumber)
            }
            components.append(component)
        case "END":
            guard let open = components.popLast() else {
                guard component == "VCALENDAR" else {
                    throw .mismatchedEnd(line: line.lineNumber, expected: "VCALENDAR", found: component)
                }
                return true
            }
            guard open == component else {
                throw .mismatchedEnd(line: line.lineNumber, expected: open, found: component)
            }
            if components.isEmpty, let event = openEvent {
                finish(event)
                openEvent = nil
            }
        default:
            if components.count == 1 { openEvent?.read(line) }
        }
        return false
    }

    private mutating func finish(_ event: ICalendarEventFields) {
        switch event.nights() {
        case .success(let nights):
            events.append(ICalendarEvent(nights: nights, uid: event.uid, summary: event.summary, line: event.line))
        case .failure(let rejection):
            rejected.append(
                RejectedICalendarEvent(
                    uid: event.uid, summary: event.summary, line: event.line, reason: rejection.reason))
        }
    }
}
