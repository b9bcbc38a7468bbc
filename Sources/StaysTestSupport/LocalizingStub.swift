import Foundation
import StaysDomain

/// Words of one language from a fixed table: each key's text with its `{name}` parameters filled in (numbers as
/// plain digits); a key the table lacks fails loudly by answering `missing:<key>`.
public struct LocalizingStub: Localizing {
    /// The language the words are in.
    public let languageCode: String
    /// The locale, the language code itself.
    public var localeIdentifier: String { languageCode }
    private let texts: [String: String]

    /// Creates words in `languageCode` from `texts` by key.
    public init(languageCode: String, texts: [String: String]) {
        self.languageCode = languageCode
        self.texts = texts
    }

    /// Whether the table has `key`.
    public func has(_ key: String) -> Bool {
        texts[key] != nil
    }

    /// The text for `key` with its parameters filled in.
    public func text(_ key: String, _ arguments: [String: MessageArgument]) -> String {
        guard var text = texts[key] else { return "missing:\(key)" }
        for (name, argument) in arguments {
            let value =
                switch argument {
                case .text(let value): value
                case .number(let value): String(value)
                }
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }
}
