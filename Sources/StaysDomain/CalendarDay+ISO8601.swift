/// ISO 8601 calendar-date text (`YYYY-MM-DD`), used for display, JSON and command-line input.
extension CalendarDay: CustomStringConvertible, Codable {
    // MARK: - Parsing

    /// Reads a day written as `YYYY-MM-DD`, throwing for other shapes and for days that do not exist.
    public init(iso8601 text: String) throws(CalendarDayError) {
        guard !text.isEmpty else { throw .empty }
        let bytes = Array(text.utf8.prefix(11))
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else {
            throw .malformed(text)
        }
        try self.init(year: year, month: month, day: day)
    }

    // MARK: - Formatting

    /// The day written as `YYYY-MM-DD`.
    public var iso8601: String {
        Self.padded(year, width: 4) + "-" + Self.padded(month, width: 2) + "-" + Self.padded(day, width: 2)
    }

    /// The day written as `YYYY-MM-DD`.
    public var description: String { iso8601 }

    // MARK: - Codable

    /// Decodes from a JSON string written as `YYYY-MM-DD`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as a JSON string written as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }

    // MARK: - Digits

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
