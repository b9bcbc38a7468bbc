import Foundation
import StaysDomain

/// The words of one language, read from its catalogue file (`Catalogues/ko.json`): a message missing here is taken
/// from the fallback catalogue, and one missing there too is shown as its key, so a gap never blanks a screen.
public struct MessageCatalog: Localizing {
    /// The language's code, e.g. `ko`.
    public let languageCode: String
    /// The language's own name, e.g. "한국어", for a language switcher.
    public let nativeName: String
    /// The locale dates and numbers are written in, e.g. `ko-KR`.
    public private(set) var localeIdentifier: String
    /// How the language picks plural forms.
    public let pluralRule: PluralRule
    /// The messages by key.
    public let messages: [String: MessageTemplate]
    /// Where missing messages come from (English), if anywhere.
    private let fallback: [String: MessageTemplate]

    /// Creates a catalogue; `fallback` answers for keys it lacks.
    public init(
        languageCode: String, nativeName: String, localeIdentifier: String, pluralRule: PluralRule,
        messages: [String: MessageTemplate], fallback: MessageCatalog? = nil
    ) {
        self.languageCode = languageCode
        self.nativeName = nativeName
        self.localeIdentifier = localeIdentifier
        self.pluralRule = pluralRule
        self.messages = messages
        self.fallback = fallback?.messages ?? [:]
    }

    /// The same words written for `locale` (e.g. `en-GB` for English), for dates, numbers and the week's start.
    public func written(for locale: String) -> MessageCatalog {
        var copy = self
        copy.localeIdentifier = locale
        return copy
    }

    // MARK: - Localizing

    /// The message for `key` with its parameters filled in.
    public func text(_ key: String, _ arguments: [String: MessageArgument]) -> String {
        guard let template = messages[key] ?? fallback[key] else { return key }
        return template.filled(with: arguments, rule: pluralRule, grouping: grouped)
    }

    /// Whether this catalogue or its fallback has a message for `key`.
    public func has(_ key: String) -> Bool {
        messages[key] != nil || fallback[key] != nil
    }

    /// `value` with the locale's thousands separators.
    public func grouped(_ value: Int) -> String {
        value.formatted(.number.locale(Locale(identifier: localeIdentifier)))
    }
}
