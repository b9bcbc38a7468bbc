import Foundation

/// Reads a catalogue file: `{"language", "name", "locale", "plural", "messages": {key: text | {form: text}}}`.
enum MessageCatalogDecoder {
    /// The catalogue in `data`, checked: every plural message has every form its language's rule needs.
    static func catalog(from data: Data, file: String, fallback: MessageCatalog?) throws(MessageCatalogError)
        -> MessageCatalog
    {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw .malformed(file: file, reason: "it is not a JSON object")
        }
        let language = try member("language", of: root, file: file)
        let name = try member("name", of: root, file: file)
        let locale = try member("locale", of: root, file: file)
        guard let rule = PluralRule(rawValue: try member("plural", of: root, file: file)) else {
            let known = PluralRule.allCases.map(\.rawValue).joined(separator: ", ")
            throw .malformed(file: file, reason: "\"plural\" must be one of \(known)")
        }
        guard let entries = root["messages"] as? [String: Any] else {
            throw .malformed(file: file, reason: "\"messages\" must be an object")
        }
        var messages: [String: MessageTemplate] = [:]
        for (key, value) in entries {
            messages[key] = try template(key: key, value: value, rule: rule, file: file)
        }
        return MessageCatalog(
            languageCode: language, nativeName: name, localeIdentifier: locale, pluralRule: rule, messages: messages,
            fallback: fallback)
    }

    // MARK: - Members

    private static func member(_ name: String, of root: [String: Any], file: String) throws(MessageCatalogError)
        -> String
    {
        guard let value = root[name] as? String, !value.isEmpty else {
            throw .malformed(file: file, reason: "\"\(name)\" must be a non-empty string")
        }
        return value
    }

    private static func template(key: String, value: Any, rule: PluralRule, file: String)
        throws(MessageCatalogError) -> MessageTemplate
    {
        if let text = value as? String { return .text(text) }
        guard let forms = value as? [String: String] else {
            throw .malformed(file: file, reason: "\(key) must be a string or an object of plural forms")
        }
        if let missing = rule.categories.first(where: { forms[$0] == nil }) {
            throw .missingPluralForm(file: file, key: key, form: missing)
        }
        return .plural(forms)
    }
}
