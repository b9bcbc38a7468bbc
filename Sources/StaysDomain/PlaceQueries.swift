/// What the user typed, and where and how many suggestions are wanted.
public struct SuggestionQuery: Hashable, Sendable {
    /// The longest text accepted, in characters.
    public static let maximumTextLength = 200
    /// The most suggestions one query may ask for.
    public static let maximumLimit = 100
    /// How many suggestions a query asks for unless it says.
    public static let defaultLimit = StayRules.suggestionCount

    /// The typed text.
    public let text: String
    /// Where the user is or is looking; nearer places rank higher.
    public let near: Coordinate?
    /// How many suggestions to return.
    public let limit: Int
    /// An optional hard limit on where results may lie.
    public let bounds: SearchBounds?
    /// The language names are shown in (`ko`), or nil for the index's main names; see `PlaceLanguage`.
    public let language: String?

    /// Creates a query, throwing for text that is too long or a limit out of range; a language that is not a
    /// language tag is read as none.
    public init(
        text: String, near: Coordinate? = nil, limit: Int = defaultLimit, bounds: SearchBounds? = nil,
        language: String? = nil
    ) throws(PlaceQueryError) {
        guard text.count <= Self.maximumTextLength else {
            throw .textTooLong(maximum: Self.maximumTextLength)
        }
        guard (1...Self.maximumLimit).contains(limit) else {
            throw .limitOutOfRange(limit, maximum: Self.maximumLimit)
        }
        self.text = text
        self.near = near
        self.limit = limit
        self.bounds = bounds
        self.language = PlaceLanguage.code(language)
    }
}

/// A request for the popular places around a point.
public struct NearbyQuery: Hashable, Sendable {
    /// The point to look around.
    public let center: Coordinate
    /// How many places to return.
    public let limit: Int
    /// The language names are shown in, or nil for the index's main names.
    public let language: String?

    /// Creates a query, throwing for a limit out of range.
    public init(center: Coordinate, limit: Int = 10, language: String? = nil) throws(PlaceQueryError) {
        guard (1...SuggestionQuery.maximumLimit).contains(limit) else {
            throw .limitOutOfRange(limit, maximum: SuggestionQuery.maximumLimit)
        }
        self.center = center
        self.limit = limit
        self.language = PlaceLanguage.code(language)
    }
}

/// A request for the full list of places behind a group, region, country or free text.
public struct PlaceDetailQuery: Hashable, Sendable {
    /// What to expand.
    public enum Subject: Hashable, Sendable {
        /// The members of a group, region or country suggestion.
        case group(PlaceID)
        /// Every place matching free text.
        case text(String)
    }

    /// What to expand.
    public let subject: Subject
    /// Where the user is; nearer places rank higher and carry a distance.
    public let near: Coordinate?
    /// How many places to return.
    public let limit: Int
    /// The language names are shown in, or nil for the index's main names.
    public let language: String?

    /// Creates a query, throwing for text that is too long or a limit out of range.
    public init(
        subject: Subject, near: Coordinate? = nil, limit: Int = 20, language: String? = nil
    ) throws(PlaceQueryError) {
        if case .text(let text) = subject, text.count > SuggestionQuery.maximumTextLength {
            throw .textTooLong(maximum: SuggestionQuery.maximumTextLength)
        }
        guard (1...SuggestionQuery.maximumLimit).contains(limit) else {
            throw .limitOutOfRange(limit, maximum: SuggestionQuery.maximumLimit)
        }
        self.subject = subject
        self.near = near
        self.limit = limit
        self.language = PlaceLanguage.code(language)
    }
}
