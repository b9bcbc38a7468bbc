import Foundation
import StaysDomain
import StaysTestSupport
import Testing

@testable import StayCalendarSync

/// The feed a stay exports: its header, one all-day event per span, CRLF, folding at 75 octets and escaping.
@Suite struct ICalendarWriterTests {
    private static let stamp = Date(timeIntervalSince1970: 1_900_000_000)

    @Test func eachSpanIsOneAllDayEventInDateOrderWithAStableUID() {
        let nights = UnavailableNights(
            booked: [.fixture("2030-06-10", "2030-06-12")], blocked: [.fixture("2030-06-01", "2030-06-04")])

        let feed = ICalendarWriter().calendar(of: "stay:0000007", nights: nights, stampedAt: Self.stamp)

        #expect(
            feed
                == [
                    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Stays//Stays calendar sync 1.0//EN",
                    "CALSCALE:GREGORIAN",
                    "BEGIN:VEVENT", "UID:stay:0000007-20300601@stays", "DTSTAMP:20300317T174640Z",
                    "DTSTART;VALUE=DATE:20300601", "DTEND;VALUE=DATE:20300604", "SUMMARY:Not available",
                    "TRANSP:OPAQUE",
                    "END:VEVENT",
                    "BEGIN:VEVENT", "UID:stay:0000007-20300610@stays", "DTSTAMP:20300317T174640Z",
                    "DTSTART;VALUE=DATE:20300610", "DTEND;VALUE=DATE:20300612", "SUMMARY:Reserved", "TRANSP:OPAQUE",
                    "END:VEVENT", "END:VCALENDAR", "",
                ].joined(separator: "\r\n"))
    }

    @Test func aStayWithNoUnavailableNightGivesAnEmptyCalendar() {
        let feed = ICalendarWriter().calendar(
            of: "stay:0000001", nights: UnavailableNights(booked: [], blocked: []), stampedAt: Self.stamp)
        #expect(!feed.contains("VEVENT"))
        #expect(feed.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test func longLinesFoldAt75OctetsBetweenWholeUTF8Sequences() {
        var output = ""
        let summary = "SUMMARY:" + String(repeating: "한옥 숙소 예약됨, ", count: 12)

        ICalendarText.appendFolded(summary, to: &output)

        let physical = output.components(separatedBy: "\r\n").dropLast()
        #expect(physical.count > 3)
        for line in physical {
            #expect(line.utf8.count <= 75)
            #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
        }
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(physical.first?.utf8.count ?? 0 >= 73, "a line is filled up to the limit")
        let unfolded = physical.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }
        #expect(unfolded.joined() == summary)
    }

    @Test func textValuesEscapeBackslashSemicolonCommaAndLineBreaksAndDropControlCharacters() {
        #expect(ICalendarText.escaped("a\\b;c,d\ne\r\nf\u{7}g\u{0}") == "a\\\\b\\;c\\,d\\ne\\nfg")
        #expect(ICalendarText.unescaped("a\\\\b\\;c\\,d\\ne\\Nf\u{1B}[31m") == "a\\b;c,d\ne\nf[31m")
    }
}
