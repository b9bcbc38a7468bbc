import StaysDomain

/// Holds every suggestion query until the test answers it, so answers can arrive in any order.
public actor ControllablePlaceSuggester: PlaceSuggesting {
    // MARK: - State

    private var pending: [(text: String, continuation: CheckedContinuation<[PlaceSuggestion], any Error>)] = []

    /// The texts of the queries waiting for an answer, oldest first.
    public var pendingTexts: [String] { pending.map(\.text) }

    // MARK: - Creating

    /// Creates a suggester with no queries waiting.
    public init() {}

    // MARK: - PlaceSuggesting

    /// Waits until the test answers or fails this query's text.
    public func suggestions(for query: SuggestionQuery) async throws -> [PlaceSuggestion] {
        return try await withCheckedThrowingContinuation { continuation in
            pending.append((query.text, continuation))
        }
    }

    // MARK: - Answering

    /// Answers the oldest waiting query with this text; throws when none is waiting.
    public func answer(_ text: String, with suggestions: [PlaceSuggestion]) throws {
        try take(text).resume(returning: suggestions)
    }

    /// Fails the oldest waiting query with this text; throws when none is waiting.
    public func fail(_ text: String) throws {
        try take(text).resume(throwing: TestDoubleError.forcedFailure)
    }

    private func take(_ text: String) throws -> CheckedContinuation<[PlaceSuggestion], any Error> {
        guard let index = pending.firstIndex(where: { $0.text == text }) else {
            throw TestDoubleError.unexpectedCall("no query for \"\(text)\" is waiting")
        }
        return pending.remove(at: index).continuation
    }
}
