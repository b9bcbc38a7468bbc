/// Writes `SuggestionsResponse` as compact JSON by hand: the batch command's hot path, several times
/// faster than `JSONEncoder` and decoding to the same value (a test holds the two together).
public struct SuggestionJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// `{"suggestions":[...]}` without a trailing newline.
    public func json(_ response: SuggestionsResponse) -> String {
        var out = #"{"suggestions":["#
        for (position, suggestion) in response.suggestions.enumerated() {
            if position > 0 { out += "," }
            append(suggestion, to: &out)
        }
        out += "]}"
        return out
    }

    // MARK: - Parts

    private func append(_ suggestion: PlaceSuggestion, to out: inout String) {
        out += #"{"id":"#
        appendString(suggestion.id.rawValue, to: &out)
        out += #","kind":""# + suggestion.kind.rawValue + #"","title":"#
        appendString(suggestion.title, to: &out)
        out += #","subtitle":"#
        appendString(suggestion.subtitle, to: &out)
        out +=
            #","coordinate":{"latitude":\#(suggestion.coordinate.latitude),"longitude":\#(suggestion.coordinate.longitude)}"#
        out += #","matchCount":\#(suggestion.matchCount),"titleHighlights":["#
        for (position, range) in suggestion.titleHighlights.enumerated() {
            if position > 0 { out += "," }
            out += #"{"location":\#(range.location),"length":\#(range.length)}"#
        }
        out += "]"
        if let partial = suggestion.partial { out += #","partial":\#(partial)"# }
        out += "}"
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters; runs that need no
    /// escaping are copied whole.
    func appendString(_ text: String, to out: inout String) {
        out += "\""
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                utf8.formIndex(after: &index)
                continue
            }
            out += text[runStart..<index]
            out += Self.escape(byte)
            utf8.formIndex(after: &index)
            runStart = index
        }
        out += text[runStart..<index]
        out += "\""
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
