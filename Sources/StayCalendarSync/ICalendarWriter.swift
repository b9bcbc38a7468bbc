import Foundation
import StaysDomain

/// Writes a stay's unavailable nights as an iCalendar (RFC 5545) feed that other platforms import.
public struct ICalendarWriter: CalendarFeedWriting {
    /// The product identifier the feed names as its maker.
    public static let productID = "-//Stays//Stays calendar sync 1.0//EN"

    /// The summary of a span guests booked.
    public static let bookedSummary = "Reserved"
    /// The summary of a span the host blocked.
    public static let blockedSummary = "Not available"

    /// Creates a writer.
    public init() {}

    // MARK: - Writing

    /// The feed of stay `id`: one all-day event per span, booked and blocked spans in date order, each with a UID
    /// stable across exports (`<stay id>-<first night>@stays`) and stamped `stamp` (the caller's clock), in UTC.
    public func calendar(of id: StayID, nights: UnavailableNights, stampedAt stamp: Date) -> String {
        let events =
            (nights.booked.map { ($0, Self.bookedSummary) } + nights.blocked.map { ($0, Self.blockedSummary) })
            .sorted { $0.0.checkIn < $1.0.checkIn }
        let stampText = Self.dateTime(stamp)
        var output = ""
        output.reserveCapacity(200 + events.count * 220)
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + Self.productID, "CALSCALE:GREGORIAN"] {
            ICalendarText.appendFolded(line, to: &output)
        }
        for (dates, summary) in events {
            let first = Self.date(dates.checkIn)
            let lines = [
                "BEGIN:VEVENT", "UID:" + ICalendarText.escaped("\(id.rawValue)-\(first)@stays"),
                "DTSTAMP:" + stampText, "DTSTART;VALUE=DATE:" + first,
                "DTEND;VALUE=DATE:" + Self.date(dates.checkOut), "SUMMARY:" + ICalendarText.escaped(summary),
                "TRANSP:OPAQUE", "END:VEVENT",
            ]
            for line in lines { ICalendarText.appendFolded(line, to: &output) }
        }
        ICalendarText.appendFolded("END:VCALENDAR", to: &output)
        return output
    }

    // MARK: - Values

    /// A DATE value, `YYYYMMDD`.
    static func date(_ day: CalendarDay) -> String {
        padded(day.year, 4) + padded(day.month, 2) + padded(day.day, 2)
    }

    /// A UTC DATE-TIME value, `YYYYMMDDTHHMMSSZ`.
    static func dateTime(_ moment: Date) -> String {
        let seconds = Int(moment.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let dayNumber = secondOfDay < 0 ? days - 1 : days
        let second = (secondOfDay + 86_400) % 86_400
        let day = CalendarDay(date: Date(timeIntervalSince1970: Double(dayNumber) * 86_400), timeZone: .gmt)
        return date(day) + "T" + padded(second / 3600, 2) + padded(second / 60 % 60, 2) + padded(second % 60, 2) + "Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
