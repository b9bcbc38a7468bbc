/// Splits one line of comma-separated values into fields, honouring double quotes and `""` escapes.
struct CSVLineParser: Sendable {
    /// Why a line cannot be split.
    enum Failure: Error, Hashable, Sendable {
        /// A quoted field is not closed before the line ends.
        case unterminatedQuote
        /// A closing quote is followed by something other than a comma.
        case textAfterClosingQuote

        /// A short explanation for error messages.
        var reason: String {
            switch self {
            case .unterminatedQuote: "a quoted field is not closed"
            case .textAfterClosingQuote: "text follows a closing quote"
            }
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")

    // MARK: - Parsing

    /// The fields of the line, unquoted; an empty line is one empty field.
    func fields(in line: Substring) throws(Failure) -> [String] {
        let bytes = Array(line.utf8)
        var fields: [String] = []
        var field: [UInt8] = []
        var index = 0
        while true {
            if index < bytes.count, bytes[index] == Self.quote {
                index = try readQuoted(bytes, from: index + 1, into: &field)
            } else {
                while index < bytes.count, bytes[index] != Self.comma {
                    field.append(bytes[index])
                    index += 1
                }
            }
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            guard index < bytes.count else { return fields }
            index += 1
        }
    }

    /// Reads a quoted field's content starting after its opening quote; returns the index after the field.
    private func readQuoted(_ bytes: [UInt8], from start: Int, into field: inout [UInt8]) throws(Failure) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] != Self.quote {
                field.append(bytes[index])
                index += 1
            } else if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
                field.append(Self.quote)
                index += 2
            } else {
                index += 1
                guard index == bytes.count || bytes[index] == Self.comma else { throw .textAfterClosingQuote }
                return index
            }
        }
        throw .unterminatedQuote
    }
}
