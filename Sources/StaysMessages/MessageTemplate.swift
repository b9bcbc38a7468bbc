import StaysDomain

/// One message of a catalogue: a text with `{name}` parameters, or one such text per plural category.
public enum MessageTemplate: Hashable, Sendable {
    /// The same text whatever the numbers.
    case text(String)
    /// Texts by plural category (`one`, `other`, …), chosen by the `count` parameter.
    case plural([String: String])

    // MARK: - Filling in

    /// The text with its parameters filled in, the plural form picked by `rule` (`other` when `count` is missing).
    func filled(with arguments: [String: MessageArgument], rule: PluralRule, grouping: (Int) -> String) -> String {
        let text: String
        switch self {
        case .text(let single):
            text = single
        case .plural(let forms):
            guard case .number(let count)? = arguments["count"] else { return forms["other"] ?? "" }
            text = forms[rule.category(for: count)] ?? forms["other"] ?? ""
        }
        return Self.substitute(text, arguments, grouping: grouping)
    }

    /// Every `{name}` the message uses, in all its forms.
    var parameters: Set<String> {
        switch self {
        case .text(let single): Self.parameters(in: single)
        case .plural(let forms): forms.values.reduce(into: Set()) { $0.formUnion(Self.parameters(in: $1)) }
        }
    }

    // MARK: - Parameters

    /// `text` with each `{name}` that has an argument replaced; unknown names stay as written.
    private static func substitute(
        _ text: String, _ arguments: [String: MessageArgument], grouping: (Int) -> String
    ) -> String {
        guard text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            switch arguments[name] {
            case .text(let value)?: out += value
            case .number(let value)?: out += grouping(value)
            case nil: out += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The names between braces in `text`.
    private static func parameters(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
