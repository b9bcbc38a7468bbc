import StaysDomain

/// A `DTSTART` or `DTEND` value: a DATE, or a DATE-TIME (UTC with `Z`, floating, or in a `TZID`) of which only the
/// day as written is kept, with the time text for ordering two values of one event.
struct ICalendarDate: Sendable {
    /// The day as written, in whatever zone the value is in.
    let day: CalendarDay
    /// `HHMMSS` for a DATE-TIME, empty for a DATE.
    let time: String

    // MARK: - Parsing

    /// Reads `line`'s value by its `VALUE` parameter (DATE or DATE-TIME; DATE-TIME when absent, a bare eight-digit
    /// value read as a DATE); nil when it is not a valid date.
    init?(_ line: ICalendarContentLine) {
        let value = line.value.trimmingSpaces
        let kind = line.parameters["VALUE"]?.uppercased()
        guard kind == nil || kind == "DATE" || kind == "DATE-TIME" else { return nil }
        let bytes = Array(value.utf8)
        guard bytes.count >= 8, let day = Self.day(bytes[0..<8]) else { return nil }
        if bytes.count == 8 {
            guard kind != "DATE-TIME" else { return nil }
            self.day = day
            time = ""
            return
        }
        let zulu = bytes.last == UInt8(ascii: "Z")
        guard kind != "DATE", bytes.count == (zulu ? 16 : 15), bytes[8] == UInt8(ascii: "T"),
            let time = Self.time(bytes[9..<15])
        else { return nil }
        self.day = day
        self.time = time
    }

    /// Whether this value is on or before `other` (days, then times as written).
    func isOnOrBefore(_ other: ICalendarDate) -> Bool {
        day < other.day || (day == other.day && time <= other.time)
    }

    // MARK: - Parts

    private static func day(_ bytes: ArraySlice<UInt8>) -> CalendarDay? {
        guard let year = number(bytes.prefix(4)), let month = number(bytes.dropFirst(4).prefix(2)),
            let day = number(bytes.dropFirst(6).prefix(2))
        else { return nil }
        return try? CalendarDay(year: year, month: month, day: day)
    }

    private static func time(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let hour = number(bytes.prefix(2)), let minute = number(bytes.dropFirst(2).prefix(2)),
            let second = number(bytes.dropFirst(4).prefix(2)), hour <= 23, minute <= 59, second <= 60
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}

extension Substring {
    /// The text without spaces or tabs at either end.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
