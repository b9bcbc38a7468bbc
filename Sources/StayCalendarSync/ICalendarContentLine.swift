/// One unfolded content line, `NAME;PARAM=VALUE:VALUE`, with the number of the physical line it starts on.
struct ICalendarContentLine: Sendable {
    /// The property name, upper-cased (`DTSTART`).
    let name: String
    /// The parameters by upper-cased name (`TZID`, `VALUE`), quotes removed.
    let parameters: [String: String]
    /// The value after the first colon outside quotes, as written.
    let value: Substring
    /// The 1-based number of its first physical line.
    let lineNumber: Int

    // MARK: - Parsing

    /// Parses an unfolded line; nil when it has no name or no colon.
    init?(_ text: String, lineNumber: Int) {
        var index = text.startIndex
        while index < text.endIndex, text[index] != ";", text[index] != ":" { index = text.index(after: index) }
        let name = text[text.startIndex..<index]
        guard !name.isEmpty, index < text.endIndex else { return nil }
        var parameters: [String: String] = [:]
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            let nameStart = index
            while index < text.endIndex, text[index] != "=" { index = text.index(after: index) }
            guard index < text.endIndex else { return nil }
            let parameterName = text[nameStart..<index].uppercased()
            index = text.index(after: index)
            var value = ""
            var quoted = false
            while index < text.endIndex {
                let character = text[index]
                if character == "\"" {
                    quoted.toggle()
                } else if !quoted, character == ";" || character == ":" {
                    break
                } else {
                    value.append(character)
                }
                index = text.index(after: index)
            }
            guard !quoted else { return nil }
            parameters[parameterName] = value
        }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = text[text.index(after: index)...]
        self.lineNumber = lineNumber
    }
}

/// Splits a file into unfolded content lines: CRLF or LF line ends; a line starting with a space or a tab continues
/// the one before, joined as bytes so a fold inside a UTF-8 sequence reads back whole.
enum ICalendarUnfolding {
    /// The logical lines with the number of the physical line each starts on; empty lines are left out. Throws
    /// `ICalendarError.notUTF8` for a line that is not UTF-8.
    static func lines(of bytes: [UInt8]) throws(ICalendarError) -> [(text: String, lineNumber: Int)] {
        var logical: [(bytes: [UInt8], lineNumber: Int)] = []
        var physicalNumber = 0
        var start = 0
        while start < bytes.count {
            physicalNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            start = end + 1
            if let first = line.first, first == 0x20 || first == 0x09, !logical.isEmpty {
                logical[logical.count - 1].bytes += line.dropFirst()
            } else if !line.isEmpty {
                logical.append((Array(line), physicalNumber))
            }
        }
        var lines: [(text: String, lineNumber: Int)] = []
        lines.reserveCapacity(logical.count)
        for (lineBytes, number) in logical {
            guard let text = String(validating: lineBytes, as: UTF8.self) else { throw .notUTF8(line: number) }
            lines.append((text, number))
        }
        return lines
    }
}
