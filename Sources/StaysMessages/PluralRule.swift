/// How a language picks the form of a counted word, named by the CLDR plural categories its catalogue must give.
public enum PluralRule: String, Sendable, Codable, CaseIterable {
    /// One form for every number (Korean, Japanese, Chinese): `other`.
    case other
    /// `one` for exactly 1, `other` for every other number (English, German, Dutch, …).
    case oneOther = "one-other"

    /// The categories a plural message in this language must have.
    public var categories: [String] {
        switch self {
        case .other: ["other"]
        case .oneOther: ["one", "other"]
        }
    }

    /// The category `count` falls in.
    public func category(for count: Int) -> String {
        switch self {
        case .other: "other"
        case .oneOther: count == 1 ? "one" : "other"
        }
    }
}
