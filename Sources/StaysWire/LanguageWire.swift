/// `GET /api/v1/languages`: every language Stays speaks.
public struct LanguageListWire: Codable, Sendable, Equatable {
    /// The languages, the fallback (English) first.
    public let languages: [LanguageWire]

    /// Creates the answer.
    public init(languages: [LanguageWire]) {
        self.languages = languages
    }
}

/// One language: its code, its own name for a switcher, its default locale and where its messages lie.
public struct LanguageWire: Codable, Sendable, Equatable {
    /// The language code, e.g. `ko`.
    public let code: String
    /// The language's name in itself, e.g. "한국어".
    public let name: String
    /// The locale its dates and numbers default to, e.g. `ko-KR`.
    public let locale: String
    /// The path of its catalogue file, or nil when the server has none.
    public let catalog: String?

    /// Creates a language entry.
    public init(code: String, name: String, locale: String, catalog: String?) {
        self.code = code
        self.name = name
        self.locale = locale
        self.catalog = catalog
    }
}
