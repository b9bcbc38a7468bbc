/// Writes `SuggestionsResponse` as compact JSON by hand, byte by byte: the server's and the batch command's hot
/// path, several times faster than `JSONEncoder` and decoding to the same value (a test holds the two together).
/// Doubles are written as Swift prints them (`-1.0`, `1e-05`) and control characters other than `\n \r \t` as
/// `\u00xx`; a test holds these bytes fixed.
public struct SuggestionJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// `{"suggestions":[...]}` without a trailing newline.
    public func json(_ response: SuggestionsResponse) -> String {
        String(decoding: bytes(response), as: UTF8.self)
    }

    /// The UTF-8 bytes of `json(_:)`.
    public func bytes(_ response: SuggestionsResponse) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(32 + 256 * response.suggestions.count)
        raw(#"{"suggestions":["#, to: &out)
        for (position, suggestion) in response.suggestions.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            append(suggestion, to: &out)
        }
        raw("]}", to: &out)
        return out
    }

    // MARK: - Parts

    private func append(_ suggestion: PlaceSuggestion, to out: inout [UInt8]) {
        raw(#"{"id":"#, to: &out)
        appendString(suggestion.id.rawValue, to: &out)
        raw(#","kind":""#, to: &out)
        out.append(contentsOf: suggestion.kind.rawValue.utf8)
        raw(#"","title":"#, to: &out)
        appendString(suggestion.title, to: &out)
        raw(#","subtitle":"#, to: &out)
        appendString(suggestion.subtitle, to: &out)
        raw(#","coordinate":{"latitude":"#, to: &out)
        out.append(contentsOf: suggestion.coordinate.latitude.description.utf8)
        raw(#","longitude":"#, to: &out)
        out.append(contentsOf: suggestion.coordinate.longitude.description.utf8)
        raw(#"},"matchCount":"#, to: &out)
        appendInteger(suggestion.matchCount, to: &out)
        raw(#","titleHighlights":["#, to: &out)
        for (position, range) in suggestion.titleHighlights.enumerated() {
            raw(position > 0 ? #",{"location":"# : #"{"location":"#, to: &out)
            appendInteger(range.location, to: &out)
            raw(#","length":"#, to: &out)
            appendInteger(range.length, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        if let partial = suggestion.partial { raw(partial ? #","partial":true"# : #","partial":false"#, to: &out) }
        out.append(UInt8(ascii: "}"))
    }

    private func raw(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters; text that needs no escaping
    /// (nearly all) is copied whole.
    private func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            if bytes.allSatisfy(Self.isPlain) { return out.append(contentsOf: bytes) }
            for byte in bytes {
                if Self.isPlain(byte) {
                    out.append(byte)
                } else {
                    appendEscape(byte, to: &out)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether a byte goes into a string literal as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// A whole number in decimal, as `String(value)` writes it.
    private func appendInteger(_ value: Int, to out: inout [UInt8]) {
        guard value < 0 || value > 9 else { return out.append(UInt8(ascii: "0") + UInt8(value)) }
        out.append(contentsOf: String(value).utf8)
    }

    private func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
        default:
            let digits = Array("0123456789abcdef".utf8)
            out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            out.append(contentsOf: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }
    }
}
