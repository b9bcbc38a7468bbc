import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayCalendarSync

/// Reading other platforms' feeds: unfolding, every date form, the events rejected and the files refused.
@Suite struct ICalendarReaderTests {
    private static func calendar(_ events: [String], lineEnd: String = "\r\n") -> Data {
        Data((["BEGIN:VCALENDAR", "VERSION:2.0"] + events + ["END:VCALENDAR"]).joined(separator: lineEnd).utf8)
    }

    private static func event(_ lines: String...) -> String {
        (["BEGIN:VEVENT"] + lines + ["END:VEVENT"]).joined(separator: "\r\n")
    }

    @Test func allDayEventsAreReadWithUIDAndSummaryFromCRLFOrLFFiles() throws {
        let events = [
            Self.event("UID:a@x", "DTSTART;VALUE=DATE:20300601", "DTEND;VALUE=DATE:20300604", "SUMMARY:Booked\\, Kim")
        ]
        for lineEnd in ["\r\n", "\n"] {
            let data = Self.calendar(
                events.map { $0.replacingOccurrences(of: "\r\n", with: lineEnd) }, lineEnd: lineEnd)
            let contents = try ICalendarReader().read(data)
            #expect(
                contents.events == [
                    ICalendarEvent(
                        nights: .fixture("2030-06-01", "2030-06-04"), uid: "a@x", summary: "Booked, Kim", line: 3)
                ])
            #expect(contents.rejected.isEmpty)
        }
    }

    @Test func dateTimesInUTCFloatingOrATimeZoneCountByTheirDayAsWritten() throws {
        let contents = try ICalendarReader().read(
            Self.calendar([
                Self.event("DTSTART:20300601T150000Z", "DTEND:20300603T110000Z"),
                Self.event("DTSTART:20300610T150000", "DTEND:20300611T100000"),
                Self.event("DTSTART;TZID=\"Asia/Seoul\":20300620T230000", "DTEND;TZID=Asia/Seoul:20300622T010000"),
                Self.event("DTSTART:20300701T090000Z", "DTEND:20300701T170000Z"),
            ]))
        #expect(
            contents.events.map(\.nights) == [
                .fixture("2030-06-01", "2030-06-03"), .fixture("2030-06-10", "2030-06-11"),
                .fixture("2030-06-20", "2030-06-22"), .fixture("2030-07-01", "2030-07-02"),
            ])
    }

    @Test func aMissingDTENDIsOneNightAndADurationInDaysIsRead() throws {
        let contents = try ICalendarReader().read(
            Self.calendar([
                Self.event("DTSTART;VALUE=DATE:20300601"), Self.event("DTSTART;VALUE=DATE:20300610", "DURATION:P1W"),
            ]))
        #expect(
            contents.events.map(\.nights) == [
                .fixture("2030-06-01", "2030-06-02"), .fixture("2030-06-10", "2030-06-17"),
            ])
    }

    @Test func reversedRepeatingCancelledAndMalformedEventsAreRejectedWithTheirReasons() throws {
        let contents = try ICalendarReader().read(
            Self.calendar([
                Self.event("UID:reversed", "DTSTART;VALUE=DATE:20300605", "DTEND;VALUE=DATE:20300601"),
                Self.event("UID:same", "DTSTART;VALUE=DATE:20300605", "DTEND;VALUE=DATE:20300605"),
                Self.event("UID:weekly", "DTSTART;VALUE=DATE:20300605", "RRULE:FREQ=WEEKLY"),
                Self.event("UID:gone", "DTSTART;VALUE=DATE:20300605", "STATUS:CANCELLED"),
                Self.event("UID:bad", "DTSTART;VALUE=DATE:20301345"),
                Self.event("UID:none", "SUMMARY:no dates"),
                Self.event("UID:fine", "DTSTART;VALUE=DATE:20300605"),
            ]))
        #expect(contents.events.map(\.uid) == ["fine"])
        #expect(
            contents.rejected.map { "\($0.uid ?? "-") \($0.line): \($0.reason)" } == [
                "reversed 3: line 6: DTEND is not after DTSTART",
                "same 8: line 11: DTEND is not after DTSTART",
                "weekly 13: it repeats (RRULE), which is not supported",
                "gone 18: it is cancelled (STATUS:CANCELLED)",
                "bad 23: line 25: DTSTART \"20301345\" is not a date",
                "none 27: it has no DTSTART",
            ])
    }

    @Test func foldedLinesUnfoldEvenInsideAUTF8Sequence() throws {
        let hangul = Array("SUMMARY:한옥 예약".utf8)
        let folded = Array(hangul[0..<10]) + Array("\r\n ".utf8) + Array(hangul[10...])
        let data =
            Data("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:\r\n\t20300601\r\n".utf8) + Data(folded)
            + Data("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let contents = try ICalendarReader().read(data)
        #expect(contents.events.first?.summary == "한옥 예약")
        #expect(contents.events.first?.nights == .fixture("2030-06-01", "2030-06-02"))
    }

    @Test func propertiesOfNestedComponentsAndTimeZonesAreNotTheEvents() throws {
        let contents = try ICalendarReader().read(
            Self.calendar([
                "BEGIN:VTIMEZONE\r\nTZID:X\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nEND:STANDARD\r\nEND:VTIMEZONE",
                Self.event(
                    "DTSTART;VALUE=DATE:20300601", "BEGIN:VALARM", "SUMMARY:alarm", "DTSTART:20300501T000000",
                    "END:VALARM", "SUMMARY:stay"),
            ]))
        #expect(contents.events.map(\.summary) == ["stay"])
        #expect(contents.events.map(\.nights) == [.fixture("2030-06-01", "2030-06-02")])
    }

    @Test func controlCharactersAreLeftOutOfTheTextKept() throws {
        let contents = try ICalendarReader().read(
            Self.calendar([Self.event("DTSTART;VALUE=DATE:20300601", "SUMMARY:a\u{1B}[2Jb\u{7}c\u{0}d")]))
        #expect(contents.events.first?.summary == "a[2Jbcd")
    }

    @Test func filesThatAreNotWholeCalendarsAreRefusedWithTheLine() {
        let reader = ICalendarReader()
        let cases: [(String, ICalendarError)] = [
            ("", .notACalendar),
            ("id,name\n1,Hanok\n", .notACalendar),
            ("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20300601", .unterminatedEvent(line: 2)),
            ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n", .unterminatedCalendar),
            ("BEGIN:VCALENDAR\r\nthis is not a property\r\nEND:VCALENDAR", .malformedLine(line: 2)),
            (
                "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VTODO\r\n",
                .mismatchedEnd(line: 3, expected: "VEVENT", found: "VTODO")
            ),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try reader.read(Data(text.utf8)) }
        }
        #expect(throws: ICalendarError.notUTF8(line: 2)) {
            try reader.read(Data("BEGIN:VCALENDAR\r\n".utf8) + Data([0x53, 0x3A, 0xFF, 0xFE]))
        }
    }

    @Test func hugeFilesAndTooManyEventsAreRefusedBeforeTheyAreRead() {
        let big = Data(repeating: 0x41, count: 2_000_001)
        #expect(throws: ICalendarError.tooLarge(limit: 2_000_000)) { try ICalendarReader().read(big) }
        let many = Self.calendar(Array(repeating: Self.event("DTSTART;VALUE=DATE:20300601"), count: 4))
        #expect(throws: ICalendarError.tooManyEvents(limit: 3)) {
            try ICalendarReader(maximumEvents: 3).read(many)
        }
    }

    @Test func aLongLineWithNoColonIsRefusedNotCrashedOn() {
        let line = String(repeating: "X;A=\"", count: 50_000)
        #expect(throws: ICalendarError.malformedLine(line: 2)) {
            try ICalendarReader().read(Data(("BEGIN:VCALENDAR\n" + line + "\nEND:VCALENDAR\n").utf8))
        }
    }

    @Test func whatTheWriterWritesReadsBack() throws {
        let nights = UnavailableNights(
            booked: [.fixture("2030-06-10", "2030-06-12")], blocked: [.fixture("2030-06-01", "2030-06-04")])
        let feed = ICalendarWriter().calendar(of: "stay:0000007", nights: nights, stampedAt: Date())
        let contents = try ICalendarReader().read(Data(feed.utf8))
        #expect(contents.events.map(\.nights) == nights.blocked + nights.booked)
        #expect(contents.events.map(\.summary) == ["Not available", "Reserved"])
        #expect(contents.events.map(\.uid) == ["stay:0000007-20300601@stays", "stay:0000007-20300610@stays"])
    }
}
