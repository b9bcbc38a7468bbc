import StaysDomain

/// One line of `stays places suggest --batch` input: `{"text": "...", "near": {...}, "limit": 10}`.
public struct SuggestionRequest: Codable, Sendable, Equatable {
    /// The typed text.
    public let text: String
    /// Where the user is, optional.
    public let near: Coordinate?
    /// How many suggestions, optional (10).
    public let limit: Int?

    /// Creates a request.
    public init(text: String, near: Coordinate? = nil, limit: Int? = nil) {
        self.text = text
        self.near = near
        self.limit = limit
    }
}

/// The answer to a suggestion request: `{"suggestions": [...]}`.
public struct SuggestionsResponse: Codable, Sendable, Equatable {
    /// The suggestions, best first.
    public let suggestions: [PlaceSuggestion]

    /// Creates a response.
    public init(suggestions: [PlaceSuggestion]) {
        self.suggestions = suggestions
    }
}

/// The answer to a request that failed: `{"error": "..."}`.
public struct ErrorResponse: Codable, Sendable, Equatable {
    /// What went wrong, for a person to read.
    public let error: String

    /// Creates a response.
    public init(error: String) {
        self.error = error
    }
}
