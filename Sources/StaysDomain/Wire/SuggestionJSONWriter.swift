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
        out += "]}"
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters.
    func appendString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
