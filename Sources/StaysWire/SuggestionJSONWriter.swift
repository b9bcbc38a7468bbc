import StaysDomain

/// Writes `SuggestionsResponse` as compact JSON by hand, byte by byte through `JSONTextBuffer`: the server's and the
/// batch command's hot path, several times faster than `JSONEncoder` and decoding to the same value (a test holds
/// the two together). Unlike the buffer's own string and double rules, doubles are written as Swift prints them
/// (`-1.0`, `1e-05`) and control characters other than `\n \r \t` as `\u00xx`; a test holds these bytes fixed.
public struct SuggestionJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// `{"suggestions":[...]}` without a trailing newline.
    public func json(_ response: SuggestionsResponse) -> String {
        String(decoding: bytes(response), as: UTF8.self)
    }

    /// The UTF-8 bytes of `json(_:)`.
    public func bytes(_ response: SuggestionsResponse) -> [UInt8] {
        var out = JSONTextBuffer(capacity: 32 + 256 * response.suggestions.count)
        out.raw(#"{"suggestions":["#)
        for (position, suggestion) in response.suggestions.enumerated() {
            if position > 0 { out.raw(",") }
            append(suggestion, to: &out)
        }
        out.raw("]}")
        return out.bytes
    }

    // MARK: - Parts

    private func append(_ suggestion: PlaceSuggestion, to out: inout JSONTextBuffer) {
        out.raw(#"{"id":"#)
        appendString(suggestion.id.rawValue, to: &out)
        out.raw(#","kind":""#)
        out.append(contentsOf: suggestion.kind.rawValue.utf8)
        out.raw(#"","title":"#)
        appendString(suggestion.title, to: &out)
        out.raw(#","subtitle":"#)
        appendString(suggestion.subtitle, to: &out)
        out.raw(#","coordinate":{"latitude":"#)
        out.append(contentsOf: suggestion.coordinate.latitude.description.utf8)
        out.raw(#","longitude":"#)
        out.append(contentsOf: suggestion.coordinate.longitude.description.utf8)
        out.raw(#"},"matchCount":"#)
        out.integer(suggestion.matchCount)
        out.raw(#","titleHighlights":["#)
        for (position, range) in suggestion.titleHighlights.enumerated() {
            out.raw(position > 0 ? #",{"location":"# : #"{"location":"#)
            out.integer(range.location)
            out.raw(#","length":"#)
            out.integer(range.length)
            out.raw("}")
        }
        out.raw("]")
        if let partial = suggestion.partial { out.raw(partial ? #","partial":true"# : #","partial":false"#) }
        out.raw("}")
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters; text that needs no escaping
    /// (nearly all) is copied whole.
    private func appendString(_ text: String, to out: inout JSONTextBuffer) {
        out.raw("\"")
        var text = text
        text.withUTF8 { bytes in
            if bytes.allSatisfy(Self.isPlain) { return out.append(contentsOf: bytes) }
            for byte in bytes {
                if Self.isPlain(byte) {
                    out.append(contentsOf: CollectionOfOne(byte))
                } else {
                    appendEscape(byte, to: &out)
                }
            }
        }
        out.raw("\"")
    }

    /// Whether a byte goes into a string literal as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    private func appendEscape(_ byte: UInt8, to out: inout JSONTextBuffer) {
        switch byte {
        case UInt8(ascii: "\""): out.raw(#"\""#)
        case UInt8(ascii: "\\"): out.raw(#"\\"#)
        case UInt8(ascii: "\n"): out.raw(#"\n"#)
        case UInt8(ascii: "\r"): out.raw(#"\r"#)
        case UInt8(ascii: "\t"): out.raw(#"\t"#)
        default: out.controlEscape(byte)
        }
    }
}
